import type { BrowserContext } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { DESKTOP_PROFILE, duplicateApiCalls, isApi, traceNetwork } from '../support/networkTrace';
import { sessionOf, storeSession, TESS, type StoredSession } from '../support/signedInContext';

const suite = setupBrowserSuite('dist');

const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

/**
 * Installed before the page's scripts: every policy violation, whether a pod or the shell was ever in the page,
 * and how many times the app's sign-in form (not the painted one) was put in it.
 */
const WATCH = `(() => {
  const seen = { violations: [], podShown: false, signInForms: 0 };
  window.__watch = seen;
  document.addEventListener('securitypolicyviolation', (e) => seen.violations.push(e.violatedDirective + ' ' + e.blockedURI));
  new MutationObserver((records) => {
    if (document.querySelector('.shell, .pod, [data-useful-screen]')) seen.podShown = true;
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const forms = [node, ...node.querySelectorAll('form')].filter((f) => f.matches('form[aria-label="Sign in"]:not([data-painted])'));
        seen.signInForms += forms.length;
      }
  }).observe(document, { subtree: true, childList: true });
})();`;

interface Watch {
  violations: string[];
  podShown: boolean;
  signInForms: number;
}

/** A browser profile with `session` stored, the way a technician comes back to a pod, watched from the start. */
async function contextWith(session: StoredSession) {
  const context = await suite.browser.newContext({ viewport: { width: 400, height: 800 } });
  await storeSession(context, session);
  await context.addInitScript({ content: WATCH });
  return context;
}

async function closing<T>(context: BrowserContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    await context.close();
  }
}

describe("the pod's calls start with the document (production build, Chromium, 40 ms round trips)", () => {
  it('the first API call starts before the main script has loaded, and no API path is requested twice', async () => {
    const context = await contextWith(await sessionOf(suite.server.url, TESS));
    await closing(context, async () => {
      const page = await context.newPage();
      const trips = await traceNetwork(context, page, DESKTOP_PROFILE);
      await page.goto(`${suite.server.url}${POD}`);
      await page.locator('[data-useful-screen="ready"]').waitFor();
      await page.locator('[data-feature="endUserVerification"][data-state="ready"]').waitFor();
      await page.waitForLoadState('networkidle');
      const all = trips();
      const api = all.filter(isApi).sort((a, b) => a.start - b.start);
      const main = all.find((t) => /\/assets\/main-[\w-]+\.js$/.test(new URL(t.url).pathname));
      expect(main).toBeDefined();
      expect(api.map((t) => new URL(t.url).pathname)).toEqual(
        expect.arrayContaining([
          '/api/User/u-tech',
          '/api/PricePlan/myPlan',
          '/api/ConnectwisePod/acme-cw/ticket/1001',
          '/api/CompanyVerificationSettings/acme-cw/company/acme-cw-co1',
        ]),
      );
      // The three first calls left while the main script was still on its way (the boot script sent them).
      const first = api.slice(0, 3).map((t) => new URL(t.url).pathname);
      expect(first.sort()).toEqual([
        '/api/ConnectwisePod/acme-cw/ticket/1001',
        '/api/PricePlan/myPlan',
        '/api/User/u-tech',
      ]);
      expect(api.slice(0, 3).every((t) => t.start < main!.end)).toBe(true);
      expect(duplicateApiCalls(all)).toEqual([]);
      expect((await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch)).violations).toEqual([]);
    });
  });

  it('a forged stored session: one 401 round, then the sign-in form once, never a pod, no policy violation', async () => {
    const context = await contextWith({ token: 'forged', refreshToken: 'forged', userId: 'u-tech' });
    await closing(context, async () => {
      const page = await context.newPage();
      const trips = await traceNetwork(context, page, DESKTOP_PROFILE);
      await page.goto(`${suite.server.url}${POD}`);
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/login');
      const watch = await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);
      expect(watch).toEqual({ violations: [], podShown: false, signInForms: 1 });
      // The boot script's calls, each once; nothing signed in was asked after them (the sign-in page's logo is public).
      const signedIn = trips()
        .filter(isApi)
        .map((t) => new URL(t.url).pathname)
        .filter((path) => path !== '/api/Common/baseAppLogo');
      expect(signedIn.sort()).toEqual([
        '/api/ConnectwisePod/acme-cw/ticket/1001',
        '/api/PricePlan/myPlan',
        '/api/User/u-tech',
      ]);
    });
  });
});
