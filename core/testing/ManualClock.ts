import type { Clock } from '../time/Clock';

interface Timer {
  id: number;
  ms: number;
  next: number;
  tick: () => void;
}

/** A Clock for tests: time moves only when `advance` is called, and due ticks run in order. */
export class ManualClock implements Clock {
  private time: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = Date.parse('2026-11-22T10:00:00.000Z')) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  every(ms: number, tick: () => void): () => void {
    const timer = { id: this.nextId++, ms, next: this.time + ms, tick };
    this.timers.push(timer);
    return () => void (this.timers = this.timers.filter((t) => t.id !== timer.id));
  }

  /** Moves time forward, running every tick that falls due on the way. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.tick();
    }
    this.time = end;
  }

  /**
   * The wall clock jumps by `ms` (back or forward: a clock set by hand, a laptop waking up) while timers
   * keep their own pace, as intervals do: each is next due as long from now as it was before.
   */
  jump(ms: number): void {
    this.time += ms;
    for (const timer of this.timers) timer.next += ms;
  }

  /** How long until the next timer is due (0: due now), or null when none is running. */
  msUntilNextDue(): number | null {
    if (this.timers.length === 0) return null;
    return Math.max(0, Math.min(...this.timers.map((t) => t.next)) - this.time);
  }

  /** Timers still running (0 once everything was disposed). */
  activeTimers(): number {
    return this.timers.length;
  }
}
