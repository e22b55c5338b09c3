import type { BrowserContext, Page } from 'playwright-core';
import type { ProtocolEvent } from './criticalPath';

/** CDP's `Network.emulateNetworkConditions` parameters (the perf scripts' desktop profile, for one). */
interface NetworkProfile {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/**
 * Records the page's requests as the protocol reports them, with async stacks in the initiators (a call
 * made after an `await` names the script that awaited), optionally under a network profile.
 */
export async function recordRequests(
  context: BrowserContext,
  page: Page,
  profile: NetworkProfile | null,
): Promise<() => ProtocolEvent[]> {
  const cdp = await context.newCDPSession(page);
  const events: ProtocolEvent[] = [];
  for (const method of [
    'Network.requestWillBeSent',
    'Network.requestServedFromCache',
    'Network.responseReceived',
  ] as const) {
    cdp.on(method, (params) => events.push({ method, params: params as unknown as Record<string, unknown> }));
  }
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  await cdp.send('Network.enable');
  if (profile) await cdp.send('Network.emulateNetworkConditions', profile);
  return () => events;
}
