import type { Clock } from './Clock';

/** Runs `run` once, `ms` from now on `clock`; the returned function cancels it if it has not run. */
export function after(clock: Clock, ms: number, run: () => void): () => void {
  const cancel = clock.every(ms, () => {
    cancel();
    run();
  });
  return cancel;
}
