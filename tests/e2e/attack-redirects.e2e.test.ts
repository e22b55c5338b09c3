import type { BrowserContext, Page } from 'playwright-core';
import { countCases } from '../attack/caseCount';
import { ALLOWED_SSO_URL } from '../attack/hostileDestinations';
import { watchTopDocument, type TopDocumentWatch } from '../attack/topDocumentWatch';
import { setupBrowserSuite } from '../support/browserSuite';
import { openSignIn } from '../support/openSignIn';

/**
 * Hostile redirects in Chromium against the production build and the sandbox: hostile destinations in
 * a remembered return path, a redirect-with-data link, an external entry link, Duo's callback and the
 * single sign-on answer never take the top document to another origin or run a script URL (only an
 * https single sign-on page may be left for), and tokens are gone from the URL, history, console and
 * Referer once read. tests/attack/redirects.test.ts runs the whole table over the services; this suite
 * runs the inputs that differ in how a browser parses them.
 */
const suite = setupBrowserSuite('dist');
const cases = countCases('redirects (Chromium)');

const INPUTS: readonly string[] = [
  '//evil.test/steal',
  '/\\evil.test/steal',
  'https:evil.test',
  'http://evil.test/',
  'javascript:window.__hostileRedirect=1',
  'java\tscript:window.__hostileRedirect=1',
  'data:text/html,<script>window.__hostileRedirect=1</script>',
  '/\t/evil.test',
];

/** The sign-in pre-check (it carries `?source=1`, which a glob would not match). */
const isPreCheck = (url: URL) => url.pathname.endsWith('/api/User/preCheck');

/** https pages are the documented exception for single sign-on (tested on their own below). */
const isHttps = (url: string) => URL.canParse(url) && new URL(url).protocol === 'https:';

interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

async function apiSession(): Promise<Session> {
  const response = await fetch(`${suite.server.url}/api/Token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'tech@sandbox.test', password: 'sandbox' }),
  });
  return (await response.json()) as Session;
}

/**
 * One case in the file's tab, signed out, on an empty page of the app's origin: `act` drives it, then the top
 * document must be on the app, nothing ran.
 */
async function attempt(
  label: string,
  act: (page: Page, watch: TopDocumentWatch, context: BrowserContext) => Promise<number | void>,
  secrets: string[] = [],
): Promise<void> {
  await cases.run(label, async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    const context = page.context();
    const watch = watchTopDocument(context, page);
    const historyBefore = await act(page, watch, context);
    expect({
      label,
      offOrigin: watch.offOrigin(suite.server.url),
      dialogs: watch.dialogs,
      ran: await watch.scriptRan(page),
    }).toEqual({ label, offOrigin: [], dialogs: [], ran: false });
    expect(new URL(page.url()).origin).toBe(suite.server.url);
    for (const secret of secrets) {
      expect(page.url()).not.toContain(secret);
      expect(watch.console.filter((text) => text.includes(secret))).toEqual([]);
      expect(
        watch.referers.filter((text) => text.includes(secret) || text.includes(encodeURIComponent(secret))),
      ).toEqual([]);
    }
    // The entry address was replaced: one history entry more than before it was opened.
    if (typeof historyBefore === 'number') expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  });
}

async function submitSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sandbox');
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * One test per hostile input, one after another: each case gets the whole per-test budget. (They ran
 * three at a time in one test per place, and at a load average near 30 eight cases outgrew one test's
 * 60 s; the cases still running then went on into the next test.)
 */
const INPUT_CASES = INPUTS.map((input) => [JSON.stringify(input), input] as const);
const NOT_HTTPS_CASES = INPUT_CASES.filter(([, input]) => !isHttps(input));

describe('hostile destinations never move the top document off the app (production build, Chromium)', () => {
  it.each(INPUT_CASES)('a poisoned return path %s: signing in stays on the app', async (_name, hostile) => {
    await attempt(`return path ${JSON.stringify(hostile)}`, async (page) => {
      await openSignIn(page, `${suite.server.url}/login`);
      await page.evaluate((path) => sessionStorage.setItem('returnPath', path), hostile);
      await submitSignIn(page, 'tech@sandbox.test');
      await page.waitForURL((url) => url.origin === suite.server.url && url.pathname !== '/login');
    });
  });

  it.each(INPUT_CASES)(
    'redirect-with-data carrying hostile return fields %s: signed in on the app, tokens gone',
    async (_name, hostile) => {
      const session = await apiSession();
      const data = JSON.stringify({
        UserId: session.userId,
        AccessToken: session.accessToken,
        RefreshToken: session.refreshToken,
        ReturnUrl: hostile,
        returnPath: hostile,
        url: hostile,
      });
      await attempt(
        `redirect data ${JSON.stringify(hostile)}`,
        async (page) => {
          await openSignIn(page, `${suite.server.url}/login`);
          await page.evaluate((path) => sessionStorage.setItem('returnPath', path), hostile);
          const historyBefore = await page.evaluate(() => history.length);
          await page.goto(`${suite.server.url}/redirect?data=${encodeURIComponent(data)}`);
          await page.waitForURL((url) => url.pathname !== '/redirect' && url.pathname !== '/login');
          return historyBefore;
        },
        [session.accessToken, session.refreshToken],
      );
    },
  );

  it.each(INPUT_CASES)(
    'an external entry with hostile psaId, item and page %s: a page of the app, tokens gone',
    async (_name, hostile) => {
      const session = await apiSession();
      const query = new URLSearchParams({
        token: session.accessToken,
        refreshToken: session.refreshToken,
        userId: session.userId,
        psa: 'ConnectWise',
        psaId: hostile,
        itemId: hostile,
        itemType: hostile,
        page: hostile,
      });
      await attempt(
        `external entry ${JSON.stringify(hostile)}`,
        async (page) => {
          const historyBefore = await page.evaluate(() => history.length);
          await page.goto(`${suite.server.url}/external?${query}`);
          await page.waitForURL((url) => url.pathname !== '/external');
          await page.locator('main, form[aria-label="Sign in"], [role="alert"]').first().waitFor();
          return historyBefore;
        },
        [session.accessToken, session.refreshToken],
      );
    },
  );

  it.each(INPUT_CASES)(
    "Duo's callback with hostile values %s: the reason as text, on the app",
    async (_name, hostile) => {
      await attempt(`duo ${JSON.stringify(hostile)}`, async (page) => {
        await page.goto(
          `${suite.server.url}/duoLogin?${new URLSearchParams({ error: 'hostile', error_description: hostile })}`,
        );
        await page.getByText('Duo sign-in did not finish').waitFor();
        await page.goto(`${suite.server.url}/duoLogin?${new URLSearchParams({ duo_code: hostile, state: hostile })}`);
        await page.getByText('Duo sign-in did not finish').waitFor();
      });
    },
  );

  it.each(NOT_HTTPS_CASES)(
    'a single sign-on answer with the hostile url %s is refused with a message',
    async (_name, hostile) => {
      await attempt(`sso ${JSON.stringify(hostile)}`, async (page) => {
        // A hostile server's answer: the sandbox's own preCheck, with the url replaced.
        await page.route(isPreCheck, async (route) =>
          route.fulfill({ json: { ...(await (await route.fetch()).json()), url: hostile } }),
        );
        await openSignIn(page, `${suite.server.url}/login`);
        await submitSignIn(page, 'sso@sandbox.test');
        await page.getByText('The single sign-on address is not valid.').first().waitFor();
      });
    },
  );

  it('a single sign-on answer with an https page is followed', async () => {
    await cases.run('sso https page', async () => {
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      await page.route(isPreCheck, (route) => route.fulfill({ json: { url: ALLOWED_SSO_URL } }));
      await page.route('https://sso.provider.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Provider</title><p>Provider sign-in</p>' }),
      );
      await openSignIn(page, `${suite.server.url}/login`);
      await submitSignIn(page, 'sso@sandbox.test');
      await page.waitForURL(ALLOWED_SSO_URL);
      await context.close();
    });
  });
});
