import { SystemClock } from '@adapters/browser/SystemClock';
import type { Clock } from '@core/time/Clock';

interface RepeatingTimer {
  ms: number;
  tick: () => void;
}

/**
 * The real clock (SystemClock) of a story's app, whose repeating timers the story's play can also
 * run at once. A story that shows what the page's polling picks up (a push denied, a manager's answer, a
 * contact's answer to a data request) runs the poll's own timer instead of waiting up to a whole period
 * for it, in Storybook and in every `npm test`.
 */
export class StoryClock implements Clock {
  private readonly real = new SystemClock();
  private readonly timers = new Set<RepeatingTimer>();

  now(): number {
    return this.real.now();
  }

  every(ms: number, tick: () => void): () => void {
    const timer = { ms, tick };
    const stop = this.real.every(ms, tick);
    this.timers.add(timer);
    return () => {
      stop();
      this.timers.delete(timer);
    };
  }

  /** Runs, once and now, each timer that repeats every `ms`; how many there were. */
  runTimersOf(ms: number): number {
    const due = [...this.timers].filter((timer) => timer.ms === ms);
    for (const timer of due) timer.tick();
    return due.length;
  }
}

/** The clocks of the open story's apps (one per container), forgotten when the story is left. */
const clocksOfThisStory = new Set<StoryClock>();

/** A clock for one story's app, known to `pollNow` until the story is left. */
export function clockOfThisStory(): StoryClock {
  const clock = new StoryClock();
  clocksOfThisStory.add(clock);
  return clock;
}

/** Called when the story is left (betweenStories.ts): `pollNow` then runs none of its timers. */
export function forgetStoryClocks(): void {
  clocksOfThisStory.clear();
}

/** How long `pollNow` waits for the page to start its polling: a guard, not a timing. */
const POLLING_STARTS_GUARD_MS = 5000;

/**
 * The page's next poll, now: each timer of the open story that repeats every `pollMs` (the feature's own
 * polling period) runs once. Waits for the page to have started such a timer, and fails when it never
 * does: a story that says the page polls shows that it does.
 */
export async function pollNow(pollMs: number): Promise<void> {
  const started = Date.now();
  const run = () => [...clocksOfThisStory].reduce((count, clock) => count + clock.runTimersOf(pollMs), 0);
  while (run() === 0) {
    if (Date.now() - started > POLLING_STARTS_GUARD_MS) {
      throw new Error(`The page never started a timer that repeats every ${pollMs} ms.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
