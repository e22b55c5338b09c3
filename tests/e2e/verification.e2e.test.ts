import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { acmeTicketPod } from '../support/signedInContext';
import { openSignedInPod } from '../support/signedInPod';
import { untilAccepted } from '../support/untilAccepted';

/**
 * End User Verification in the pod, end to end: production build, sandbox backend, real SignalR hub,
 * real Chromium. The sandbox outbox plays the contact's phone.
 */
const suite = setupBrowserSuite('dist');

interface OutboxEntry {
  id: string;
  channel: string;
  recipient: string;
  code: string | null;
  status: string;
}

async function outbox(): Promise<OutboxEntry[]> {
  return (await fetch(`${suite.server.url}/__sandbox/outbox`)).json();
}

async function sandboxConsole(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${suite.server.url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
}

/** Signs in as the Pro technician and opens a ConnectWise ticket's pod (each test its own ticket). */
async function openPod(ticketId: string): Promise<Page> {
  const page = await openSignedInPod(suite, acmeTicketPod(ticketId), {
    width: 400,
    height: 1000,
  });
  return page;
}

const card = (page: Page) => page.locator('section.contact-card');

describe('End User Verification in the pod (Chromium)', () => {
  it('sends an SMS code, the code from the outbox verifies the phone, and the history gets the entry on top', async () => {
    const page = await openPod('1002'); // Bob Martinez, not verified
    await page.getByRole('radio', { name: /Mobile/ }).check();
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('Verification code').waitFor();
    const sent = (await outbox()).find(
      (entry) => entry.channel.toLowerCase().includes('sms') && entry.status === 'sent',
    );
    expect(sent?.code).toMatch(/^\d{6}$/);

    await page.getByLabel('Verification code').fill(sent!.code!);
    await page.getByRole('button', { name: 'Check code' }).click();

    await page.getByText('Bob Martinez is verified').waitFor();
    await page.getByRole('button', { name: 'Verify again' }).click();
    // A new request: the earlier call's check is shown in neutral, as when it was made.
    await page.getByRole('radio', { name: /^Mobile: \+1 \(555\) 010-2002 Last verified/ }).waitFor();
    const history = card(page)
      .getByRole('list', { name: /history/i })
      .getByRole('listitem');
    await expect(history.first().textContent()).resolves.toContain('Tess Tech');
  });

  it('a wrong code says so and lets the technician try again', async () => {
    const page = await openPod('1008'); // Bob Martinez at Northwind
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('Verification code').waitFor();
    const sent = (await outbox()).find((entry) => entry.status === 'sent' && entry.code);
    const wrong = String((Number(sent!.code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByText('That code is not correct.', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: 'Resend code' }).isEnabled()).resolves.toBe(true);
  });

  it('Cancel aborts a slow send: nothing reaches the outbox', async () => {
    const page = await openPod('1003'); // Carol Nguyen: email only
    await sandboxConsole('/verification/gateway', { delayMs: 1500 });
    try {
      const before = (await outbox()).length;
      const gateway = async () =>
        (await (await fetch(`${suite.server.url}/__sandbox/verification/gateway`)).json()) as { cancelled: number };
      const cancelledBefore = (await gateway()).cancelled;
      await page.getByRole('button', { name: /Send code by email/ }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Sending cancelled. No code was sent.').waitFor();
      // The gateway has let go of the send because its caller went away (a send not aborted would land instead).
      await untilAccepted(
        gateway,
        (g) => g.cancelled === cancelledBefore + 1,
        'the gateway to drop the cancelled send',
      );
      expect((await outbox()).length).toBe(before);
    } finally {
      await sandboxConsole('/verification/gateway', { delayMs: 0 });
    }
  });

  it('a push approved from the console updates the open card without a reload', async () => {
    const page = await openPod('1004'); // Dan Okafor
    await page.getByRole('button', { name: 'Send Duo push' }).click();
    await page.getByText(/Waiting for .* to approve/).waitFor();
    const push = (await outbox()).find((entry) => entry.status === 'pending');
    expect(push).toBeDefined();
    await sandboxConsole(`/verification/${push!.id}/approve`);
    await card(page)
      .locator('.contact-card__tags')
      .getByText(/^Verified (just now|1 min ago)$/)
      .waitFor();
    const history = card(page)
      .getByRole('list', { name: /history/i })
      .getByRole('listitem');
    await expect(history.first().textContent()).resolves.toMatch(/Duo/i);
  });
});
