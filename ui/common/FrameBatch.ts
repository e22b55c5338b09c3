/**
 * Coalesces a burst of live events into one update per animation frame (1,000 hub or Pusher events
 * in a second must not block the main thread). The first event after a quiet frame is
 * applied at once (a lone reply shows without delay, and tests that emit one event see it at once);
 * events arriving before the next frame are kept and applied together then, so the page renders
 * once per frame instead of once per event. `apply` should be a MobX action (one reaction per batch).
 */
export class FrameBatch<T> {
  private pending: T[] = [];
  private windowOpen = false;

  constructor(
    private readonly apply: (items: readonly T[]) => void,
    private readonly nextFrame: (run: () => void) => void = defaultNextFrame,
  ) {}

  push(item: T): void {
    if (this.windowOpen) {
      this.pending.push(item);
      return;
    }
    this.apply([item]);
    this.openWindow();
  }

  /** Applies what is kept now (the page closes, or a refetch replaces the state). */
  flush(): void {
    if (!this.pending.length) return;
    const items = this.pending;
    this.pending = [];
    this.apply(items);
  }

  private openWindow(): void {
    this.windowOpen = true;
    this.nextFrame(() => {
      const hadItems = this.pending.length > 0;
      this.flush();
      // Still busy: keep coalescing for another frame; quiet: the next event is applied at once.
      if (hadItems) this.openWindow();
      else this.windowOpen = false;
    });
  }
}

/** The next animation frame, or a 16 ms timer where frames do not run (a hidden tab, jsdom). */
function defaultNextFrame(run: () => void): void {
  if (
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible'
  ) {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      run();
    };
    requestAnimationFrame(once);
    // A tab hidden after the frame was asked for gets no frame: the timer still delivers.
    setTimeout(once, 100);
    return;
  }
  setTimeout(run, 16);
}
