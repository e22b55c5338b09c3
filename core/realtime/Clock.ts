/** Time for core logic that polls: the real clock in the app, a manual one in tests (no timed assertions). */
export interface Clock {
  now(): number;
  /** Calls `tick` every `ms`; returns a function that stops it. */
  every(ms: number, tick: () => void): () => void;
}

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private time = 0;
  private readonly timers = new Set<{ ms: number; next: number; tick: () => void }>();

  now(): number {
    return this.time;
  }

  every(ms: number, tick: () => void): () => void {
    const timer = { ms, next: this.time + ms, tick };
    this.timers.add(timer);
    return () => void this.timers.delete(timer);
  }

  /** Moves time forward, firing every due tick in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.tick();
    }
    this.time = end;
  }

  get running(): number {
    return this.timers.size;
  }
}
