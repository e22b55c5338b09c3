import { token } from '../shared/Token';

/** Time for countdowns and polling, injected so tests and stories control it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const ClockToken = token<Clock>('core.time.Clock');
