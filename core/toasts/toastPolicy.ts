/**
 * Where a toaster sits on the screen. Every toast of the app has one place per width: the bottom right corner of
 * the main area from 400 px on, the top of the main area under it (where Send sits at the bottom of a scrolled
 * pod); never over the sidebar (ui/toasts/toasts.css). Halo's own widgets keep its bottom left: right suits it too.
 */
export type ToastPosition = 'bottom-right';
export const TOAST_POSITION: ToastPosition = 'bottom-right';

/** How a toaster behaves. */
export interface ToasterSettings {
  maxToasts: number;
  timeoutMs: number;
  position: ToastPosition;
  /** When true, a message already on screen is not shown again. */
  dropDuplicates: boolean;
}

/** The global toaster (spec section 9, first reading): at most 3, 5000 ms; in the one place of every toast. */
export const GLOBAL_TOASTER: ToasterSettings = {
  maxToasts: 3,
  timeoutMs: 5000,
  position: TOAST_POSITION,
  dropDuplicates: false,
};

/** Below this width the shell shows one toast at a time (spec section 9). */
export const NARROW_TOAST_WIDTH = 400;

/**
 * The shell's toaster (spec section 9, second reading): at most 2 (1 under 400 px), 2000 ms, no duplicates; in the
 * same place as the global toaster, above its toasts (one place for every toast, whatever the PSA).
 */
export function shellToasterSettings(widthPx: number): ToasterSettings {
  return {
    maxToasts: widthPx < NARROW_TOAST_WIDTH ? 1 : 2,
    timeoutMs: 2000,
    position: TOAST_POSITION,
    dropDuplicates: true,
  };
}

/** Whether a new message may be shown next to the ones on screen. */
export function mayShowToast(settings: ToasterSettings, onScreen: readonly string[], message: string): boolean {
  return !(settings.dropDuplicates && onScreen.includes(message));
}
