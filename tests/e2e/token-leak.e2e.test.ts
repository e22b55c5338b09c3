import type { BrowserContext } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { openSignIn } from '../support/openSignIn';

/**
 * Tokens live in localStorage (spec section 3); nothing else may read them. Through a password
 * sign-in, a pod with a code sent, a reload and a Google sign-in, every URL the browser requests
 * (HTTP and WebSocket), every Referer, every console message, every page error and every CSP
 * violation report is collected; no token may appear in any of them, and the strict policy of the
 * production build must not be violated at all.
 */
const suite = setupBrowserSuite('dist');

interface Observed {
  urls: string[];
  referers: string[];
  console: string[];
  errors: string[];
  violations: string[];
  bodies: string[];
}

async function observe(context: BrowserContext): Promise<Observed> {
  const seen: Observed = { urls: [], referers: [], console: [], errors: [], violations: [], bodies: [] };
  await context.exposeBinding('reportViolation', (_source, text: string) => void seen.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  context.on('request', (request) => {
    seen.urls.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) seen.referers.push(referer);
    const body = request.postData();
    if (body) seen.bodies.push(body);
  });
  context.on('page', (page) => {
    page.on('console', (message) => seen.console.push(message.text()));
    page.on('pageerror', (error) => seen.errors.push(`${error.message}\n${error.stack ?? ''}`));
    page.on('websocket', (socket) => seen.urls.push(socket.url()));
  });
  return seen;
}

function expectNoLeak(seen: Observed, secrets: string[]): void {
  expect(secrets.every((secret) => secret.length >= 16)).toBe(true);
  const places = {
    urls: seen.urls,
    referers: seen.referers,
    console: seen.console,
    errors: seen.errors,
    violations: seen.violations,
  };
  for (const [where, texts] of Object.entries(places)) {
    const leaks = texts.filter((text) =>
      secrets.some((secret) => text.includes(secret) || text.includes(encodeURIComponent(secret))),
    );
    expect({ where, leaks }).toEqual({ where, leaks: [] });
  }
  expect(seen.violations).toEqual([]);
}

describe('no token in a URL, a Referer, a console message or an error report (production build, Chromium)', () => {
  it('password sign-in, a pod with its hub, a code sent, a reload and sign-out', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 400, height: 1000 } });
    const seen = await observe(context);
    const page = await context.newPage();
    await openSignIn(page, `${suite.server.url}/login`);
    await page.getByLabel('Email').fill('tech@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill('sandbox');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/home$/);
    await page.goto(`${suite.server.url}/pod/connectwise/acme-cw?ticketId=1002&screen=ticket`);
    await page.locator('[data-useful-screen="ready"]').waitFor();
    await page.getByRole('radio', { name: /Mobile/ }).check();
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('Verification code').waitFor();
    await page.reload();
    await page.locator('[data-useful-screen="ready"]').waitFor();
    await page.locator('[data-hub-state="Connected"]').waitFor(); // the hub socket is open
    const tokens = await page.evaluate(() => [
      localStorage.getItem('token') ?? '',
      localStorage.getItem('refreshToken') ?? '',
    ]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/);

    expect(seen.urls.some((url) => url.startsWith('ws://') && url.includes('/hubs/events'))).toBe(true);
    expectNoLeak(seen, tokens);
    await context.close();
  });

  it('Google sign-in: the provider token and the session go only in request bodies and storage', async () => {
    const context = await suite.browser.newContext();
    const seen = await observe(context);
    const page = await context.newPage();
    await openSignIn(page, `${suite.server.url}/login`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const consent = await popup;
    await consent.getByRole('button', { name: 'tech@sandbox.test' }).click();
    await page.waitForURL(/\/home$/);
    const externalLogin = seen.bodies
      .map((body) => {
        try {
          return JSON.parse(body) as { token?: string; tokenType?: string };
        } catch {
          return {};
        }
      })
      .find((body) => body.tokenType === 'Google');
    const googleToken = externalLogin?.token ?? '';
    const tokens = await page.evaluate(() => [
      localStorage.getItem('token') ?? '',
      localStorage.getItem('refreshToken') ?? '',
    ]);
    expectNoLeak(seen, [googleToken, ...tokens]);
    await context.close();
  });
});
