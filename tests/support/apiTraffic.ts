import type { Page, Request } from 'playwright-core';

/** What a browser test can wait for about a page's API calls. */
export interface ApiTraffic {
  /** Resolves once no API request of the page is in flight (at once when none is). */
  settled(): Promise<void>;
}

/**
 * Follows a page's `/api/` requests (the SignalR hub's socket and negotiate excepted: they live as long
 * as the page). A test that changes the server's state under an open page (expiring its session, say)
 * waits for `settled()` first, so an answer the page asked for before the change cannot arrive after it
 * and act on the old page: which page sees the change is then decided by the test, not by timing.
 */
export function followApiTraffic(page: Page): ApiTraffic {
  const inFlight = new Set<Request>();
  let waiters: (() => void)[] = [];
  const isApi = (request: Request) => {
    const path = new URL(request.url()).pathname;
    return path.startsWith('/api/') && !path.startsWith('/api/hubs/');
  };
  const done = (request: Request) => {
    if (!inFlight.delete(request) || inFlight.size > 0) return;
    const ready = waiters;
    waiters = [];
    for (const wake of ready) wake();
  };
  page.on('request', (request) => void (isApi(request) && inFlight.add(request)));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: () => (inFlight.size === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake))),
  };
}
