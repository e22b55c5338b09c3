import type { Clock } from '../../core/realtime/Clock';

/** The real clock for core policies that poll. */
export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};
