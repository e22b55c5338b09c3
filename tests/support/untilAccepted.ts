/**
 * How long a browser test waits for a server's state (the sandbox console's JSON: a hub subscription, a
 * message stored). A guard, not a timing: a hub subscribes after its page's scripts load, its negotiate and
 * its socket, which on this 2-core machine under load took more than 15 s.
 */
export const SERVER_STATE_GUARD_MS = 30_000;

/** The pace of asking again: soon at first, then less often (as Playwright's own polling). */
const PACE_MS = [20, 50, 100, 250, 500];

/**
 * Resolves with the first value `read` gives that `accept` takes, asking again at a growing pace; fails
 * after the guard, naming `what` and the last value read. The test goes on the moment the state is there,
 * never after a fixed time.
 */
export async function untilAccepted<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  guardMs = SERVER_STATE_GUARD_MS,
): Promise<T> {
  const deadline = Date.now() + guardMs;
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Waited ${guardMs / 1000} s for ${what}; last read: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, PACE_MS[Math.min(attempt, PACE_MS.length - 1)]));
  }
}
