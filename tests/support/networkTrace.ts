import type { BrowserContext, Page } from 'playwright-core';

/** One network request of a page load, as Chromium's DevTools protocol saw it (times in wall ms). */
export interface NetworkTrip {
  url: string;
  /** document, script, stylesheet, font, fetch/xhr (the API), ... (CDP's resource type, lower case) */
  type: string;
  method: string;
  /** The request body (a POST's JSON), so two POSTs of different numbers are not a duplicate. */
  body: string;
  start: number;
  end: number;
  /** Answered from the HTTP cache (memory or disk) without going to the server. */
  fromCache: boolean;
}

/** An office desktop's line, the profile pod-open figures are quoted for: 40 ms round trip, 10 Mbit/s both ways. */
export const DESKTOP_PROFILE = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (10 * 1024 * 1024) / 8,
};

/**
 * Records every request of the page (document, scripts, styles, fonts, API) through a CDP session,
 * optionally under a network profile. Wall times come from the document request's wallTime, so they
 * compare with the page's own `performance.timeOrigin` clock.
 */
export async function traceNetwork(
  context: BrowserContext,
  page: Page,
  profile: typeof DESKTOP_PROFILE | null,
): Promise<() => NetworkTrip[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile) await cdp.send('Network.emulateNetworkConditions', profile);
  let offset: number | null = null; // wall ms minus monotonic ms
  const open = new Map<string, Omit<NetworkTrip, 'end'>>();
  const done: NetworkTrip[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (offset === null) offset = event.wallTime * 1000 - event.timestamp * 1000;
    open.set(event.requestId, {
      url: event.request.url,
      type: (event.type ?? 'other').toLowerCase(),
      method: event.request.method,
      body: event.request.postData ?? '',
      start: event.timestamp * 1000,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = open.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = open.get(event.requestId);
    if (entry && (event.response.fromDiskCache || event.response.fromPrefetchCache)) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = open.get(event.requestId);
    if (!entry) return;
    open.delete(event.requestId);
    done.push({ ...entry, start: entry.start + (offset ?? 0), end: event.timestamp * 1000 + (offset ?? 0) });
  });
  return () => done;
}

/** Requests for the same API resource (method and URL) more than once. */
export function duplicateApiCalls(trips: NetworkTrip[]): string[] {
  const seen = new Map<string, number>();
  for (const t of trips) {
    if (!isApi(t)) continue;
    const key = `${t.method} ${new URL(t.url).pathname}${new URL(t.url).search}${t.body ? ` ${t.body}` : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} x${count}`);
}

export function isApi(trip: NetworkTrip): boolean {
  const path = new URL(trip.url).pathname;
  return path.startsWith('/api/') && trip.method !== 'OPTIONS';
}

/**
 * Installed before the page's scripts (a string, so no transpiler helper leaks into the page): notes
 * when the pod's record is on screen (`window.__perf.readyAt`, wall ms), the longest main-thread task until
 * then, and the layout shift after it (`layoutShiftAfterReady`, CLS units).
 */
export const READY_PROBE = `(() => {
  const probe = { readyAt: 0, longestTask: 0, layoutShiftAfterReady: 0 };
  window.__perf = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!probe.readyAt) probe.longestTask = Math.max(probe.longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    // What moves after the record is on screen (banner, plan, panels filling in): cumulative layout shift.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (probe.readyAt && !entry.hadRecentInput) probe.layoutShiftAfterReady += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  const check = () => {
    if (!probe.readyAt && document.querySelector('[data-useful-screen="ready"]')) probe.readyAt = performance.timeOrigin + performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-useful-screen'] });
})();`;
