import type { BrowserContext, Page } from 'playwright-core';
import { ASSETS_PATH_PREFIX, DOCUMENT_CACHE_CONTROL, HASHED_ASSET_CACHE_CONTROL } from '@scripts/deploy/cacheHeaders';
import { setupBrowserSuite } from '../support/browserSuite';
import { duplicateApiCalls, traceNetwork, type NetworkTrip } from '../support/networkTrace';
import { signedInContext as signedInContextOf, TESS } from '../support/signedInContext';

const suite = setupBrowserSuite('dist');

interface WorldTicket {
  psaType: string;
  psaId: string;
  kind: string;
  contactId: string | null;
  podUrl: string;
}

/** A browser profile with a valid session in its storage, the way a technician comes back to a pod. */
function signedInContext(): Promise<BrowserContext> {
  return signedInContextOf(suite.browser, suite.server.url, TESS, { width: 400, height: 800 });
}

/** Opens the pod in a new page of `context` and waits until the card and End User Verification's panel are done. */
async function openPod(
  context: BrowserContext,
  podUrl: string,
): Promise<{ page: Page; trips: NetworkTrip[]; tripsSoFar: () => NetworkTrip[] }> {
  const page = await context.newPage();
  const trips = await traceNetwork(context, page, null);
  await page.goto(`${suite.server.url}${podUrl}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
  await page.locator('[data-feature="endUserVerification"][data-state="ready"]').waitFor();
  await page.waitForLoadState('networkidle');
  return { page, trips: trips(), tripsSoFar: trips };
}

describe('pod open: one request per resource, scripts cached for good', () => {
  let podUrl: string;
  beforeAll(async () => {
    const world = (await (await fetch(`${suite.server.url}/__sandbox/world`)).json()) as { tickets: WorldTicket[] };
    podUrl = world.tickets.find(
      (t) => t.psaType === 'ConnectWise' && t.kind === 'ticket' && t.contactId && t.psaId.startsWith('acme-'),
    )!.podUrl;
  });

  it('asks for no API resource twice while a pod opens (company settings, user, plan, record, phone numbers)', async () => {
    const context = await signedInContext();
    try {
      const { trips } = await openPod(context, podUrl);
      const api = trips.filter((t) => new URL(t.url).pathname.startsWith('/api/'));
      // The pod's own resources were asked for: the check below compares real requests.
      expect(api.map((t) => new URL(t.url).pathname)).toEqual(
        expect.arrayContaining([
          '/api/User/u-tech',
          '/api/PricePlan/myPlan',
          '/api/ConnectwisePod/acme-cw/ticket/1001',
          '/api/CompanyVerificationSettings/acme-cw/company/acme-cw-co1',
        ]),
      );
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
      // What the first open fetches after the record is on screen (the live feeds' chunks) is fetched before it
      // closes: under load it could close first, and the second open then fetched those chunks itself.
      await cold.page.waitForLoadState('networkidle');
      // Every script the first open asked for, up to its close. At a load of 22 a live feed's chunk still came
      // after a quiet half second: a chunk the first open never asked for is the second's to fetch.
      const coldScriptUrls = new Set(cold.tripsSoFar().flatMap((t) => (t.type === 'script' ? [t.url] : [])));
      await cold.page.close();
      const warm = await openPod(context, podUrl);
      const scripts = warm.trips.filter((t) => t.type === 'script');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((t) => !t.fromCache && coldScriptUrls.has(t.url)).map((t) => t.url)).toEqual([]);
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

/**
 * Installed before the page's scripts: when the record is first marked ready, notes whether the Company
 * Policies banner was already in the page and where the card's top was. MutationObserver callbacks run
 * after React's commit (and the synchronous re-render its layout effects cause) in the same task, before
 * any paint: 'present at ready' means 'in the first frame that shows the record'.
 */
const BANNER_AT_READY = `(() => {
  const seen = { ready: false, banner: false, cardTop: null };
  window.__bannerAtReady = seen;
  new MutationObserver(() => {
    if (seen.ready || !document.querySelector('[data-useful-screen="ready"]')) return;
    seen.ready = true;
    seen.banner = !!document.querySelector('[role="region"][aria-label="Company Policies"]');
    seen.cardTop = document.querySelector('.pod__card').getBoundingClientRect().top;
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

describe('pod open: the policies banner of a repeat open comes with the record', () => {
  // Ticket 1001's company (acme-cw-co1) asks for the banner on mount.
  const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

  it('on a second open of the same pod the banner is in the first frame with the record, and the card does not move after', async () => {
    const context = await signedInContext();
    await context.addInitScript({ content: BANNER_AT_READY });
    try {
      // The first-ever open in this browser: the banner comes with the server's answer, and is remembered.
      const first = await openPod(context, POD);
      await first.page.getByRole('region', { name: 'Company Policies' }).waitFor();
      await first.page.close();

      // The server's answer is held until the record is marked ready: only what was remembered can be there then.
      await context.route('**/api/CompanyVerificationSettings/**', async (route) => {
        await route.request().frame().page().locator('[data-useful-screen="ready"]').waitFor();
        await route.continue();
      });
      const { page } = await openPod(context, POD);
      const atReady = await page.evaluate(
        () =>
          (window as unknown as { __bannerAtReady: { ready: boolean; banner: boolean; cardTop: number } })
            .__bannerAtReady,
      );
      expect([atReady.ready, atReady.banner]).toEqual([true, true]);
      // Everything has filled in (the panel, the plan, the server's answer): the card is where it was first shown.
      const cardTop = await page.evaluate(() => document.querySelector('.pod__card')!.getBoundingClientRect().top);
      expect(Math.round(cardTop)).toBe(Math.round(atReady.cardTop));
      await expect(page.getByRole('region', { name: 'Company Policies' }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it("End User Verification's loading state holds the ready panel's height, at 320, 400 and 1280 px", async () => {
    // The panel's outlet height while it loads (the last frame before it is ready), read from the page's own frames.
    const LOADING_HEIGHT = `(() => {
      const tick = () => {
        const outlet = document.querySelector('[data-feature="endUserVerification"]');
        if (outlet && outlet.getAttribute('data-state') === 'loading')
          window.__loadingHeight = outlet.getBoundingClientRect().height;
        if (!outlet || outlet.getAttribute('data-state') !== 'ready') requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })();`;
    const heights: Record<number, [number, number]> = {};
    for (const width of [320, 400, 1280]) {
      const context = await signedInContextOf(suite.browser, suite.server.url, TESS, { width, height: 800 });
      await context.addInitScript({ content: LOADING_HEIGHT });
      try {
        const { page } = await openPod(context, POD);
        heights[width] = await page.evaluate(() => [
          Math.round((window as unknown as { __loadingHeight: number }).__loadingHeight),
          Math.round(document.querySelector('[data-feature="endUserVerification"]')!.getBoundingClientRect().height),
        ]);
      } finally {
        await context.close();
      }
    }
    // Ticket 1001's contact has two phones and two emails, the usual contact the held height is measured for.
    for (const [loading, ready] of Object.values(heights)) expect(Math.abs(ready - loading)).toBeLessThanOrEqual(2);
  });

  it("the open banner lies over no control of the pod or of any feature page (the reverted overlay's defect)", async () => {
    const context = await signedInContext();
    try {
      const { page } = await openPod(context, POD);
      const banner = page.getByRole('region', { name: 'Company Policies' });
      await banner.waitFor();
      const nav = page.getByRole('navigation', { name: 'Features' });
      // The features the plan gives this ticket, as the sidebar lists them (Home has no controls to cover).
      const titles = (
        await nav
          .locator('.sidebar__items button')
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') || b.textContent || ''))
      ).filter((t) => t && t !== 'Home');
      const covered: string[] = [];
      const check = async (where: string) => {
        // Every control in the page's main area, at its centre, is what the pointer would hit (not the banner).
        const hidden = await page.evaluate(() => {
          const main = document.getElementById('main-content')!;
          const controls = [
            ...main.querySelectorAll<HTMLElement>(
              'button, a[href], input, textarea, select, [role="button"], [role="radio"], [role="tab"]',
            ),
          ];
          return controls.flatMap((control) => {
            const box = control.getBoundingClientRect();
            if (!box.width || !box.height || box.bottom < 0 || box.top > innerHeight) return [];
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return hit && hit.closest('.policies-banner')
              ? [control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName]
              : [];
          });
        });
        covered.push(...hidden.map((name) => `${where}: ${name}`));
      };
      await check('the pod');
      expect(titles.length).toBeGreaterThan(1);
      for (const title of titles) {
        await nav.getByRole('button', { name: title, exact: true }).click();
        await page
          .locator('#main-content .feature-outlet[data-state="ready"], #main-content [data-useful-screen]')
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        if (await banner.isVisible()) await check(title);
      }
      expect(covered).toEqual([]);
      // The banner sits in the flow above the page: the two never overlap.
      const [bannerBox, mainBox] = await Promise.all([
        banner.boundingBox(),
        page.locator('#main-content').boundingBox(),
      ]);
      expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(mainBox!.y + 0.5);
    } finally {
      await context.close();
    }
  });
});
