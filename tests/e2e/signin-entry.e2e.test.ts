import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { openSignIn } from '../support/openSignIn';

const suite = setupBrowserSuite('dist');

async function signInOnForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A fresh sandbox session, signed in over the API as a PSA would have it. */
async function apiSession(email = 'tech@sandbox.test') {
  const response = await fetch(`${suite.server.url}/api/Token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'sandbox' }),
  });
  return (await response.json()) as { accessToken: string; refreshToken: string; userId: string };
}

describe('ways in that carry a session (production build, real Chromium)', () => {
  it('single sign-on: preCheck leaves for the sandbox provider, which comes back through the redirect-with-data route', async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    await openSignIn(page, `${suite.server.url}/login`);
    await signInOnForm(page, 'sso@sandbox.test', 'sandbox');
    await page.waitForURL((url) => url.pathname === '/__sandbox/sso');
    await page.getByRole('button', { name: /Continue as/ }).click();
    await page.waitForURL(`${suite.server.url}/home`);
    await page.getByText('Open a ticket or contact').waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('userId'));
    expect(stored).toMatch(/.+/);
    // The redirect-with-data address was replaced: going back finds the provider's page, not the tokens.
    await page.goBack();
    expect(page.url()).not.toContain('data=');
  });

  it('external entry: stores the session, opens the ticket, and the tokens are gone from the address bar and history', async () => {
    const session = await apiSession();
    const page = await suite.tab(null, { width: 1280, height: 720 });
    await page.goto('about:blank');
    const historyBefore = await page.evaluate(() => history.length);
    const query = new URLSearchParams({
      ...{ token: session.accessToken, refreshToken: session.refreshToken, userId: session.userId },
      psa: 'ConnectWise',
      psaId: 'acme-cw',
      itemId: '1001',
      itemType: 'ticket',
    });
    await page.goto(`${suite.server.url}/external?${query}`);
    await page.waitForURL(`${suite.server.url}/pod/connectwise/acme-cw?ticketId=1001&screen=ticket`);
    await page.getByText('Ticket #T1001').waitFor();
    expect(page.url()).not.toContain(session.accessToken);
    const historyLength = await page.evaluate(() => history.length);
    expect(historyLength).toBe(historyBefore + 1); // about:blank, then the pod: the entry URL was replaced
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });

  it('external entry with an unknown PSA says so and keeps no token in the URL', async () => {
    const session = await apiSession();
    const page = await suite.tab(null, { width: 1280, height: 720 });
    const query = new URLSearchParams({
      token: session.accessToken,
      refreshToken: session.refreshToken,
      userId: session.userId,
      psa: 'Jira',
      psaId: 'j-1',
    });
    await page.goto(`${suite.server.url}/external?${query}`);
    await page.getByText('This integration is not supported').waitFor();
    expect(page.url()).toBe(`${suite.server.url}/external`);
  });

  it('an off-origin return path is refused: signing in lands home, not on the other site', async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    await openSignIn(page, `${suite.server.url}/login`);
    await page.evaluate(() => sessionStorage.setItem('returnPath', '//evil.example/steal'));
    await signInOnForm(page, 'tech@sandbox.test', 'sandbox');
    await page.waitForURL(`${suite.server.url}/home`);
    expect(new URL(page.url()).origin).toBe(suite.server.url);
  });

  it('MFA: the code goes straight to the MFA login and signs in', async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    await openSignIn(page, `${suite.server.url}/login`);
    await page.getByLabel('Email').fill('mfa@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill('sandbox');
    await page.getByLabel(/MFA Code/).fill('246810');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${suite.server.url}/home`);
  });

  it('Duo: the password leads to the Duo prompt; approving comes back through /duoLogin without the code in the URL', async () => {
    const page = await suite.tab(null, { width: 1280, height: 720 });
    await openSignIn(page, `${suite.server.url}/login`);
    await signInOnForm(page, 'duo@sandbox.test', 'sandbox');
    await page.waitForURL((url) => url.pathname === '/__sandbox/duo');
    await page.getByRole('button', { name: 'Approve the push' }).click();
    await page.waitForURL(`${suite.server.url}/home`);
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBe('u-duo');
    await page.goBack();
    // Back leads to the Duo prompt, not to a /duoLogin address still holding Duo's code.
    expect(page.url()).not.toContain('duo_code');
  });
});
