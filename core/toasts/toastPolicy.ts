/** Where a toaster sits on the screen. */
export type ToastPosition = 'bottom-left' | 'bottom-right' | 'bottom';
/** The corners a PSA's descriptor may choose for the shell's toasts (PsaDescriptor.shellToasts). */
export type ShellToastCorner = 'bottom-left' | 'bottom-right';

/** How a toaster behaves. */
export interface ToasterSettings {
  maxToasts: number;
  timeoutMs: number;
  position: ToastPosition;
  /** When true, a message already on screen is not shown again. */
  dropDuplicates: boolean;
}

/** The global toaster (spec section 9, first reading): at most 3, 5000 ms, bottom left. */
export const GLOBAL_TOASTER: ToasterSettings = {
  maxToasts: 3,
  timeoutMs: 5000,
  position: 'bottom-left',
  dropDuplicates: false,
};

/** Below this width the shell shows one toast at a time (spec section 9). */
export const NARROW_TOAST_WIDTH = 400;

/**
 * The shell's toaster (spec section 9, second reading): at most 2 (1 under 400 px), 2000 ms, no
 * duplicates, at the bottom, in the corner the saved pod's PSA asks for: left, or right for Halo,
 * whose own UI keeps its widgets bottom left (the spec's "unless the saved location contains halo").
 */
export function shellToasterSettings(widthPx: number, corner: ShellToastCorner = 'bottom-left'): ToasterSettings {
  return {
    maxToasts: widthPx < NARROW_TOAST_WIDTH ? 1 : 2,
    timeoutMs: 2000,
    position: corner,
    dropDuplicates: true,
  };
}

/** Whether a new message may be shown next to the ones on screen. */
export function mayShowToast(settings: ToasterSettings, onScreen: readonly string[], message: string): boolean {
  return !(settings.dropDuplicates && onScreen.includes(message));
}
