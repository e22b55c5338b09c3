import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { openSignIn } from '../support/openSignIn';

const suite = setupBrowserSuite('dist');

/** Clicks the Google button and returns the consent popup the stand-in script opens. */
async function openGoogle(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const consent = await popup;
  await consent.getByRole('heading', { name: 'Sandbox Google' }).waitFor();
  return consent;
}

describe('Google sign-in through the Identity Services stand-in (production build, real Chromium)', () => {
  it('loads the script on demand, asks for consent in a popup, and signs in', async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/gsi/client')) scripts.push(request.url());
    });
    await openSignIn(page, `${suite.server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(scripts).toEqual([]); // not loaded until the button is used
    const consent = await openGoogle(page);
    expect(new URL(consent.url()).searchParams.get('scope')).toBe('email profile openid');
    await consent.getByRole('button', { name: 'tech@sandbox.test' }).click();
    await page.waitForURL(`${suite.server.url}/home`);
    expect(scripts).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('u-tech');
  });

  it("an account no tenant knows gets the server's message and the buttons come back", async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    await openSignIn(page, `${suite.server.url}/login`);
    const consent = await openGoogle(page);
    await consent.getByRole('button', { name: 'stranger@gmail.test' }).click();
    await page
      .getByText('No technician account uses stranger@gmail.test. Ask your administrator to invite you.')
      .waitFor();
    await expect(page.getByRole('button', { name: 'Sign in with Google' }).isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('closing the popup resets the button and says what happened', async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    await openSignIn(page, `${suite.server.url}/login`);
    const consent = await openGoogle(page);
    await consent.close();
    await page.getByText('Google sign-in was closed before it finished.').waitFor();
    await expect(page.getByRole('button', { name: 'Sign in with Google' }).isEnabled()).resolves.toBe(true);
  });
});
