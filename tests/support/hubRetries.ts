import type { Page } from 'playwright-core';
import { untilAccepted } from './untilAccepted';

/** How late the page handles a refused negotiation where a test asks (handleRefusedNegotiationsLate). */
const LATE_REFUSAL_MS = 500;

/**
 * The page's scripts get each refused hub negotiation a while after its response came in, as on a loaded
 * machine, where the renderer runs the page's handling of a response well after the test has seen it. Add it
 * before the page's clock is installed, so its wait keeps real time.
 */
export async function handleRefusedNegotiationsLate(page: Page): Promise<void> {
  await page.addInitScript((lateMs) => {
    // Real time: taken before the page's clock is installed (a later init script), which fast-forwards.
    const realTimeout = window.setTimeout.bind(window);
    const fetchNow = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await fetchNow(...args);
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (url.includes('/hubs/events/negotiate') && !response.ok)
        await new Promise((resolve) => realTimeout(resolve, lateMs));
      return response;
    };
  }, LATE_REFUSAL_MS);
}

/**
 * Moves the page's fake clock a step at a time (or takes the page's own way back, `step` decides) until
 * `reached` holds. Each retry is timed by a timer the page sets only once it has handled the last refusal,
 * which may be after the test saw that refusal's response: a step taken before the timer exists moves
 * nothing, so the clock steps again. Between steps the page gets real time to run what the moved clock
 * started (a negotiate, a socket, a refetch); the test goes on the moment the state is there.
 */
export async function moveClockUntil(
  reached: () => Promise<boolean>,
  step: () => Promise<void>,
  what: string,
): Promise<void> {
  await untilAccepted(
    async () => (await reached()) || (await step(), false),
    (done) => done,
    what,
  );
}
