/** Design constants of spec section 9, in one place for CSS-in-TS and tests. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const primaryColour = { dark: '#141414', light: '#00142D' } as const;
/** Under this width the sign-in labels are hidden (placeholders and aria-labels remain). */
export const LOGIN_LABELS_MIN_WIDTH = 350;
/** Under this width the sign-in buttons stack. */
export const LOGIN_STACK_MAX_WIDTH = 400;
export const LOADER_SIZE = 70;
