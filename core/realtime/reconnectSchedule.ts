/** Spec sections 4 and 9: after a failure, try again after 0, 2, 10 and 30 seconds. */
export const HUB_RETRY_DELAYS_MS: readonly number[] = [0, 2000, 10_000, 30_000];
/**
 * Past the spec's schedule the connection is not given up while the page is open (the spec's client
 * stopped there and live updates silently ended): live updates are reported paused and the hub keeps
 * trying at this slower, steady pace, and at once when the page becomes visible or the network returns.
 */
export const HUB_STEADY_RETRY_MS = 60_000;

/** The wait before retry number `retry` (0 = the first retry after a failure). */
export function retryDelay(retry: number): number {
  return HUB_RETRY_DELAYS_MS[retry] ?? HUB_STEADY_RETRY_MS;
}

/** Whether the spec's schedule is spent after `failedRetries` retries failed. */
export function scheduleSpent(failedRetries: number): boolean {
  return failedRetries >= HUB_RETRY_DELAYS_MS.length;
}
