import type { Clock } from '@features/api/core';

/** The timers of one flow (the countdown's tick, a push's polling), stopped together. */
export class FlowTimers {
  private stops: Array<() => void> = [];

  constructor(private readonly clock: Clock) {}

  every(ms: number, tick: () => void): void {
    this.stops.push(this.clock.every(ms, tick));
  }

  stopAll(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
