import type { BrowserContext, Page } from 'playwright-core';
import { ASSETS_PATH_PREFIX, DOCUMENT_CACHE_CONTROL, HASHED_ASSET_CACHE_CONTROL } from '../../app/cacheHeaders';
import { setupBrowserSuite } from '../support/browserSuite';
import { duplicateApiCalls, traceNetwork, type NetworkTrip } from '../support/networkTrace';

const suite = setupBrowserSuite('dist');

interface WorldTicket { psaType: string; psaId: string; kind: string; contactId: string | null; podUrl: string }

/** A browser profile with a valid session in its storage, the way a technician comes back to a pod. */
async function signedInContext(): Promise<BrowserContext> {
  const session = (await (await fetch(`${suite.server.url}/api/Token`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
  })).json()) as { accessToken: string; refreshToken: string; userId: string };
  const context = await suite.browser.newContext({ viewport: { width: 400, height: 800 } });
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('userId', s.userId);
  }, session);
  return context;
}

/** Opens the pod in a new page of `context` and waits until the card and End User Verification's panel are done. */
async function openPod(context: BrowserContext, podUrl: string): Promise<{ page: Page; trips: NetworkTrip[] }> {
  const page = await context.newPage();
  const trips = await traceNetwork(context, page, null);
  await page.goto(`${suite.server.url}${podUrl}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
  await page.locator('[data-feature="endUserVerification"][data-state="ready"]').waitFor();
  await page.waitForLoadState('networkidle');
  return { page, trips: trips() };
}

describe('pod open: one request per resource, scripts cached for good (issue 17)', () => {
  let podUrl: string;
  beforeAll(async () => {
    const world = (await (await fetch(`${suite.server.url}/__sandbox/world`)).json()) as { tickets: WorldTicket[] };
    podUrl = world.tickets.find((t) => t.psaType === 'ConnectWise' && t.kind === 'ticket' && t.contactId && t.psaId.startsWith('acme-'))!.podUrl;
  });

  it('asks for no API resource twice while a pod opens (company settings, user, plan, record, phone numbers)', async () => {
    const context = await signedInContext();
    try {
      const { trips } = await openPod(context, podUrl);
      const api = trips.filter((t) => new URL(t.url).pathname.startsWith('/api/'));
      // The pod's own resources were asked for: the check below compares real requests.
      expect(api.map((t) => new URL(t.url).pathname)).toEqual(expect.arrayContaining([
        '/api/User/u-tech', '/api/PricePlan/myPlan', '/api/ConnectwisePod/acme-cw/ticket/1001',
        '/api/CompanyVerificationSettings/acme-cw/company/acme-cw-co1',
      ]));
      expect(duplicateApiCalls(trips)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads no script from the network on a second open in the same browser', async () => {
    const context = await signedInContext();
    try {
      const cold = await openPod(context, podUrl);
      const coldScripts = cold.trips.filter((t) => t.type === 'script' && !t.fromCache);
      expect(coldScripts.length).toBeGreaterThan(0);
      await cold.page.close();
      const warm = await openPod(context, podUrl);
      const scripts = warm.trips.filter((t) => t.type === 'script');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((t) => !t.fromCache).map((t) => t.url)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends hashed assets as immutable and the document as no-cache', async () => {
    const html = await fetch(`${suite.server.url}${podUrl}`);
    expect(html.headers.get('cache-control')).toBe(DOCUMENT_CACHE_CONTROL);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())![1]!;
    expect(script.startsWith(ASSETS_PATH_PREFIX)).toBe(true);
    const asset = await fetch(`${suite.server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(HASHED_ASSET_CACHE_CONTROL);
  });
});
