import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startPreview, type RunningServer } from '../support/previewServer';

let server: RunningServer;
let browser: Browser;

/** What ConnectWise's desktop client sends (core/auth/embeddedBrowser.ts). */
const EMBEDDED_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 ConnectWiseManage/2024.1';

beforeAll(async () => {
  [server, browser] = await Promise.all([startPreview('dist'), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The pod in the embedded browser clicks Google; returns the external auth page's URL it opened. */
async function startFromPod(pod: Page): Promise<string> {
  await pod.goto(`${server.url}/login`);
  const opened = pod.waitForEvent('popup', { timeout: 10_000 });
  await pod.getByRole('button', { name: 'Sign in with Google (opens in your browser)' }).click();
  const tab = await opened;
  await tab.waitForURL(/\/externalLogin\?/);
  const url = tab.url();
  // In ConnectWise the tab opens in the technician's own browser: continue there, not in the pod's.
  await tab.close();
  return url;
}

describe('ConnectWise embedded browser: sign-in through the external auth page and a Pusher private channel', () => {
  it('the pod waits on the relay; the external tab signs in with Google and hands the token back', async () => {
    const podContext = await browser.newContext({ userAgent: EMBEDDED_UA });
    const pod = await podContext.newPage();
    const externalUrl = await startFromPod(pod);
    const params = new URL(externalUrl).searchParams;
    expect(params.get('type')).toBe('Google');
    expect(params.get('sessionId')).toMatch(/^[0-9a-f-]{36}$/);
    await expect(pod.getByRole('button', { name: /Sign in with Google/ }).isDisabled()).resolves.toBe(true);

    const normal = await browser.newContext();
    const tab = await normal.newPage();
    await tab.goto(externalUrl);
    const consentOpened = tab.waitForEvent('popup', { timeout: 10_000 });
    await tab.getByRole('button', { name: 'Continue with Google' }).click();
    const consent = await consentOpened;
    await consent.getByRole('button', { name: 'tech@sandbox.test' }).click();
    await tab.getByText('You are signed in').waitFor();

    await pod.waitForURL(`${server.url}/home`);
    expect(await pod.evaluate(() => localStorage.getItem('userId'))).toBe('u-tech');
    // The other tab only relayed: it holds no session of its own.
    expect(await tab.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await podContext.close();
    await normal.close();
  });

  it('an external auth link with a malformed session id is refused with a message', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/externalLogin?type=Google&sessionId=abc`);
    await page.getByText('This sign-in link is not valid').waitFor();
    await page.close();
  });
});
