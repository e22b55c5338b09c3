import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { RelayAttacker } from '../support/relayAttacker';
import { openSignIn } from '../support/openSignIn';

const suite = setupBrowserSuite();

/** What ConnectWise's desktop client sends (core/auth/embeddedBrowser.ts). */
const EMBEDDED_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 ConnectWiseManage/2024.1';

/** The pod in the embedded browser clicks Google; returns the external auth page's URL and the code the pod shows. */
async function startFromPod(pod: Page): Promise<{ url: string; podCode: string }> {
  // The page it opens drops the fragment at once: note the address as the pod hands it to the browser.
  await pod.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      (window as unknown as { openedUrl: string }).openedUrl = String(url);
      return open(url, ...rest);
    };
  });
  await openSignIn(pod, `${suite.server.url}/login`);
  const opened = pod.waitForEvent('popup', { timeout: 10_000 });
  await pod.getByRole('button', { name: 'Sign in with Google (opens in your browser)' }).click();
  const tab = await opened;
  await tab.waitForURL(/\/externalLogin\?/);
  const url = await pod.evaluate(() => (window as unknown as { openedUrl: string }).openedUrl);
  // The signing-in page takes the secret out of its address bar as soon as it has read it.
  await tab.getByLabel(/^Confirmation code \d{3} \d{3}$/).waitFor();
  expect(new URL(tab.url()).hash).toBe('');
  // In ConnectWise the tab opens in the technician's own browser: continue there, not in the pod's.
  await tab.close();
  const code = pod.getByLabel(/^Confirmation code \d{3} \d{3}$/);
  await code.waitFor();
  return { url, podCode: (await code.textContent()) ?? '' };
}

/** The channel a relay link points at (the secret is in the fragment). */
const channelOf = (url: string) => `private-auth-${new URLSearchParams(new URL(url).hash.slice(1)).get('sessionId')}`;

describe('ConnectWise embedded browser: sign-in through the external auth page and a Pusher private channel', () => {
  it('the pod waits on a channel the backend issued to it; attackers cannot join it; the technician confirms the code and the token reaches only the pod', async () => {
    const attacker = new RelayAttacker(suite.server.url);
    const podContext = await suite.browser.newContext({ userAgent: EMBEDDED_UA });
    const normal = await suite.browser.newContext();
    try {
      const pod = await podContext.newPage();
      const { url, podCode } = await startFromPod(pod);
      const link = new URL(url);
      expect(link.searchParams.get('type')).toBe('Google');
      expect(link.search).not.toContain('sessionId');
      expect(link.hash).toMatch(/^#sessionId=[A-Za-z0-9_-]{43}$/); // 256 bits, in the fragment only
      await expect(pod.getByRole('button', { name: /Sign in with Google/ }).isDisabled()).resolves.toBe(true);
      const channel = channelOf(url);

      // Attacks on the pod's channel, from the attacker's own sockets.
      const bare = await attacker.connect();
      expect(await attacker.subscribe(bare.pusher, channel)).toEqual({ outcome: 'refused', status: 403 });
      const ownIssue = await attacker.connect();
      const own = await attacker.issueOwnChannel(ownIssue.socketId);
      const withOtherKey = await attacker.connect(own.key);
      expect(await attacker.subscribe(withOtherKey.pusher, channel)).toEqual({ outcome: 'refused', status: 403 });

      // The technician's own browser: same code as the pod, shown before anything is sent.
      const tab = await normal.newPage();
      await tab.goto(url);
      const pageCode = tab.getByLabel(/^Confirmation code \d{3} \d{3}$/);
      await pageCode.waitFor();
      expect(await pageCode.textContent()).toBe(podCode);
      expect(new URL(tab.url()).hash).toBe('');
      const consentOpened = tab.waitForEvent('popup', { timeout: 10_000 });
      await tab.getByRole('button', { name: 'The codes match: continue with Google' }).click();
      const consent = await consentOpened;
      await consent.getByRole('button', { name: 'tech@sandbox.test' }).click();
      await tab.getByText('You are signed in').waitFor();

      await pod.waitForURL(`${suite.server.url}/home`);
      expect(await pod.evaluate(() => localStorage.getItem('userId'))).toBe('u-tech');
      // The other tab only relayed: it holds no session of its own.
      expect(await tab.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // The link is spent: a second page (an attacker who learned it later) cannot join.
      expect(await attacker.join(channel, bare.socketId)).toBe(409);
      expect(attacker.received).toEqual([]);
    } finally {
      attacker.close();
      await podContext.close();
      await normal.close();
    }
  });

  it("a link an attacker made for a channel of its own: the page shows a code the technician's pod never showed, and declining sends nothing", async () => {
    const attacker = new RelayAttacker(suite.server.url);
    const normal = await suite.browser.newContext();
    try {
      const { pusher, socketId } = await attacker.connect();
      const own = await attacker.issueOwnChannel(socketId);
      const listening = await attacker.connect(own.key);
      expect(await attacker.subscribe(listening.pusher, own.channel)).toEqual({ outcome: 'subscribed' });
      expect(await attacker.subscribe(pusher, 'private-auth-attacker-chosen-name-0000000000')).toEqual({
        outcome: 'refused',
        status: 403,
      });

      const tab = await normal.newPage();
      let popups = 0;
      tab.on('popup', () => (popups += 1));
      await tab.goto(
        `${suite.server.url}/externalLogin?type=Google#sessionId=${own.channel.slice('private-auth-'.length)}`,
      );
      await tab.getByLabel(/^Confirmation code \d{3} \d{3}$/).waitFor();
      await tab.getByRole('button', { name: 'The codes differ, or I did not start this' }).click();
      await tab.getByText('Nothing was sent').waitFor();
      expect(popups).toBe(0); // no Google sign-in was even started
      expect(attacker.received).toEqual([]);
    } finally {
      attacker.close();
      await normal.close();
    }
  });

  it('external auth links in the old form (session id in the query) or with a short session id are refused with a message', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/externalLogin?type=Google&sessionId=0f8fad5b-d9cb-469f-a165-70867728950e`);
    await page.getByText('This sign-in link is not valid').waitFor();
    await page.goto(`${suite.server.url}/externalLogin?type=Google#sessionId=abc`);
    await page.getByText('This sign-in link is not valid').waitFor();
    await page.close();
  });
});
