import type { Clock } from '@core/time/Clock';

/** The real clock: Date.now and setInterval. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
  every(ms: number, tick: () => void): () => void {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  }
}
