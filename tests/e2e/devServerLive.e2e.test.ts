import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { signInAndOpenPod } from '../support/openPod';
import { startDevServer, type RunningServer } from '../support/previewServer';

/**
 * One live flow per realtime feature against `npm start`'s dev server (Vite, development React), not the
 * production build the other browser suites use: in development StrictMode mounts every page, unmounts
 * it and mounts it again, so a page store that does not survive that has no live updates there only
 * (Client Portal Chats had none). Real SignalR hub and Pusher server of the sandbox, real Chromium; the
 * sandbox console's JSON routes play the other side.
 */
let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  // No OpenID provider: no flow here signs in with Microsoft.
  [server, browser] = await Promise.all([startDevServer({ SANDBOX_NO_OIDC: '1' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const base = () => server!.url;

async function consoleGet<T>(path: string): Promise<T> {
  return (await fetch(`${base()}/__sandbox${path}`)).json() as Promise<T>;
}

async function consolePost<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${base()}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** Signs in, opens the pod and the feature's page from the sidebar. */
async function openFeature(email: string, podPath: string, feature: string): Promise<Page> {
  const page = await browser!.newPage({ viewport: { width: 1100, height: 900 } });
  await signInAndOpenPod(page, base(), podPath, email);
  await page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: feature }).click();
  await page.locator('.feature-outlet[data-state="ready"]').waitFor();
  return page;
}

/**
 * Waits until a hub of the user opened since `since` (this page's, not a closed one's) has sent its
 * tenant subscription, so an event the console publishes reaches the page (server state has no event
 * to wait on; bounded).
 */
async function hubSubscribed(userId: string, since: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list =
      await consoleGet<Array<{ userId: string; tenantId: string | null; subscribedAt: string | null }>>(
        '/realtime/connections',
      );
    if (list.some((c) => c.userId === userId && c.subscribedAt && Date.parse(c.subscribedAt) >= since)) return;
    if (Date.now() > deadline) throw new Error(`no hub subscription for ${userId}: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The live path brought it: it appears (within the wait's bound) and is visible, once. */
async function shows(locator: Locator): Promise<void> {
  await locator.waitFor();
  expect(await locator.count()).toBe(1);
  expect(await locator.isVisible()).toBe(true);
}

describe('live updates under npm start (dev server, StrictMode)', () => {
  it('SMS Messaging: a reply from the contact shows live (hub)', async () => {
    const since = Date.now();
    const page = await openFeature(
      'tech@sandbox.test',
      '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket',
      'SMS Messaging',
    );
    const list = page.getByRole('list', { name: 'Messages with Alice Johnson' });
    await list.waitFor();
    await hubSubscribed('u-tech', since);
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'SMS reply under npm start' });
    await shows(list.getByText('SMS reply under npm start'));
    await page.close();
  });

  it('MS Teams Chats: a reply from the contact shows live (hub)', async () => {
    const world = await consoleGet<{
      tickets: Array<{ id: string; psaId: string; contactId: string | null; kind: string }>;
    }>('/world');
    const ticket = world.tickets.find(
      (t) => t.psaId === 'demo-cw' && t.contactId === 'demo-cw-co1-ct1' && t.kind === 'ticket',
    )!;
    // Teams shows where the plan filter is skipped: the demo subscription.
    const since = Date.now();
    const page = await openFeature(
      'demo@sandbox.test',
      `/pod/connectwise/demo-cw?ticketId=${ticket.id}&screen=ticket`,
      'MS Teams Chats',
    );
    await page.getByRole('button', { name: 'Start a Teams chat' }).click();
    await page.getByText('No messages yet.').waitFor();
    const conversations =
      await consoleGet<Array<{ id: string; transport: string; crmId: string; ticketId: string }>>(
        '/messages/conversations',
      );
    const chat = conversations.find(
      (c) => c.transport === 'teams' && c.crmId === 'demo-cw' && c.ticketId === ticket.id,
    )!;
    await hubSubscribed('u-demo', since);
    await consolePost('/messages/reply', { channelId: chat.id, body: 'Teams reply under npm start' });
    await shows(page.getByRole('list', { name: /^Messages with / }).getByText('Teams reply under npm start'));
    await page.close();
  });

  it("Client Portal Chats: the client's typing notice and message show live (Pusher)", async () => {
    const page = await openFeature(
      'tech@sandbox.test',
      '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket',
      'Client Portal Chats',
    );
    await page
      .getByRole('list', { name: 'Chats on this ticket' })
      .getByRole('button', { name: /Alice Johnson/ })
      .click();
    const chat = page.getByRole('region', { name: 'Chat with Alice Johnson' });
    await chat.waitFor();
    // 'live' is set only by the subscription of the page as mounted now (StrictMode's first mount's is ended).
    await page.locator('[data-live-state="live"]').waitFor();
    const chats = await consoleGet<Array<{ id: string; psaId: string; ticketId: string; isClosed: boolean }>>('/chats');
    const open = chats.find((c) => c.psaId === 'acme-cw' && c.ticketId === '1001' && !c.isClosed)!;
    await consolePost(`/chats/${open.id}/typing`);
    await chat.getByText('Alice Johnson is typing…').waitFor();
    await consolePost(`/chats/${open.id}/client-message`, { body: 'Portal message under npm start' });
    await shows(chat.getByText('Portal message under npm start'));
    await page.close();
  });

  it('Technician Verification: an end user’s request shows live (hub)', async () => {
    const since = Date.now();
    const page = await openFeature(
      'tech@sandbox.test',
      '/pod/connectwise/acme-cw?ticketId=1002&screen=ticket',
      'Technician Verification',
    );
    await page.getByRole('heading', { name: 'Technician Verification' }).waitFor();
    await hubSubscribed('u-tech', since);
    await consolePost('/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1002' });
    await shows(page.getByRole('article', { name: 'Bob Martinez Verification requested' }));
    await page.close();
  });

  it("End User Verification: another technician's verification shows live in the card (hub)", async () => {
    const since = Date.now();
    const page = await browser!.newPage({ viewport: { width: 400, height: 900 } });
    await signInAndOpenPod(page, base(), '/pod/connectwise/acme-cw?ticketId=1004&screen=ticket'); // Dan Okafor
    await page.locator('.contact-card__tags').getByText('Never verified').waitFor();
    await hubSubscribed('u-tech', since);
    // Max Factor, elsewhere, sends a Duo push to Dan, and Dan approves it: only the hub can tell this pod.
    const max = await (
      await fetch(`${base()}/api/User/MultiFactorLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'mfa@sandbox.test', password: 'sandbox', mfaCode: '246810' }),
      })
    ).json();
    const push = await (
      await fetch(`${base()}/api/PsaContactValidation/sendDuoPush`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${max.accessToken}` },
        body: JSON.stringify({
          psaId: 'acme-cw',
          ticketId: '1004',
          contactId: 'acme-cw-co1-ct4',
          note: '',
          request: 'Other',
          callId: 'call-max',
        }),
      })
    ).json();
    await consolePost(`/verification/${push.validationId}/approve`);
    await page
      .locator('.contact-card__tags')
      .getByText(/^Verified (just now|1 min ago)$/)
      .waitFor();
    await shows(page.getByRole('button', { name: /^End User Verification, verified/ }));
    await page.close();
  });
});
