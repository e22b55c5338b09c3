import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startPreview, type RunningServer } from '../support/previewServer';
import { openSignIn } from '../support/openSignIn';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startPreview('dist'), launchChromium()]);
  // The host starts the OpenID provider right after it listens: wait (bounded) until it answers.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await fetch(`${server.url}/api/Account/get-msal-settings`)).ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The local OpenID provider did not start within 20 s.');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The provider's certificate is self-signed (MSAL needs an https authority): this browser accepts it. */
const trustingContext = (): Promise<BrowserContext> => browser.newContext({ ignoreHTTPSErrors: true });

describe('Microsoft sign-in with the real MSAL popup against the local OpenID provider (production build, real Chromium)', () => {
  it('signs in through the popup, sends the raw id token, and lands home', async () => {
    const context = await trustingContext();
    const page = await context.newPage();
    const msalChunks: string[] = [];
    page.on('request', (request) => {
      if (/msal/i.test(request.url())) msalChunks.push(request.url());
    });
    let externalLogin: { token?: string; tokenType?: string } = {};
    page.on('request', (request) => {
      if (request.url().endsWith('/api/User/ExternalLogin')) externalLogin = JSON.parse(request.postData() ?? '{}');
    });
    await openSignIn(page, `${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(msalChunks).toEqual([]);

    const opened = page.waitForEvent('popup', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    const popup = await opened;
    await popup.waitForURL(/\/interaction\//, { timeout: 15_000 });
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([483, 600]);
    await popup.locator('input[name="login"]').fill('tech@sandbox.test');
    await popup.locator('input[name="password"]').fill('anything');
    await popup.locator('button[type="submit"]').click();
    await popup.locator('button[type="submit"]').click(); // the consent form
    await page.waitForURL(`${server.url}/home`, { timeout: 20_000 });

    expect(externalLogin.tokenType).toBe('Microsoft');
    expect(externalLogin.token?.split('.')).toHaveLength(3); // the raw id token (a JWT)
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('u-tech');
    await context.close();
  });

  it("an account no tenant knows gets the server's message and the button comes back", async () => {
    const context = await trustingContext();
    const page = await context.newPage();
    await openSignIn(page, `${server.url}/login`);
    const opened = page.waitForEvent('popup', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
    const popup = await opened;
    await popup.waitForURL(/\/interaction\//, { timeout: 15_000 });
    await popup.locator('input[name="login"]').fill('stranger@gmail.test');
    await popup.locator('input[name="password"]').fill('anything');
    await popup.locator('button[type="submit"]').click();
    await popup.locator('button[type="submit"]').click();
    await page
      .getByText('No technician account uses stranger@gmail.test. Ask your administrator to invite you.')
      .waitFor({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' }).isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
