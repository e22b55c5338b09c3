import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { TESS } from '../support/signedInContext';
import { untilAccepted } from '../support/untilAccepted';

/**
 * Nothing lost, in Chromium on the production build: what a technician typed in an
 * SMS, a portal chat and the Quick Ticket form is still there after a real reload, and an SMS that
 * met a server failure comes back after the reload and is sent exactly once by Retry.
 */
const suite = setupBrowserSuite('dist');
const POD = '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket';

async function consoleGet<T>(path: string): Promise<T> {
  return (await fetch(`${suite.server.url}/__sandbox${path}`)).json() as Promise<T>;
}

async function consolePost(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${suite.server.url}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
}

/** A page signed in as the Pro technician (the sign-in form has its own suites). */
function signedIn(): Promise<Page> {
  return suite.page(TESS, { width: 1100, height: 1200 });
}

async function openFeature(page: Page, podPath: string, feature: string): Promise<void> {
  await page.goto(`${suite.server.url}${podPath}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
  await page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: feature }).click();
}

describe('nothing typed is lost across a reload (Chromium)', () => {
  it('SMS: a message being written survives a reload; one that met a 503 survives it too and Retry sends it once', async () => {
    const page = await signedIn();
    await openFeature(page, POD, 'SMS Messaging');
    await page.getByRole('textbox', { name: 'Message' }).fill('Half-written SMS');
    await page.reload();
    await openFeature(page, POD, 'SMS Messaging');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Half-written SMS');

    const body = `Rebooting the router now ${Date.now()}`;
    await consolePost('/messages/faults', { failNextSends: 1 });
    await page.getByRole('textbox', { name: 'Message' }).fill(body);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await page.reload();
    await openFeature(page, POD, 'SMS Messaging');
    await page.getByText(body).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached' });
    // Retry goes away when the send starts, not when the sandbox has it: under load the console was read
    // between the two and held none (once in 3 loaded runs). Wait for the send to arrive, then count it.
    const sentWith = async () =>
      (await consoleGet<Array<{ body: string; direction: string }>>('/messages')).filter((m) => m.body === body);
    await untilAccepted(sentWith, (sent) => sent.length > 0, 'the retried send in the sandbox');
    expect(await sentWith()).toHaveLength(1);
  });

  it('Client Portal Chats: a message being written survives a reload', async () => {
    const page = await signedIn();
    await openFeature(page, POD, 'Client Portal Chats');
    await page
      .getByRole('button', { name: /Alice Johnson/ })
      .first()
      .click();
    const chat = page.getByRole('region', { name: /^Chat with/ });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Half-written chat message');
    await page.reload();
    await openFeature(page, POD, 'Client Portal Chats');
    await page
      .getByRole('button', { name: /Alice Johnson/ })
      .first()
      .click();
    expect(
      await page
        .getByRole('region', { name: /^Chat with/ })
        .getByRole('textbox', { name: 'Message' })
        .inputValue(),
    ).toBe('Half-written chat message');
  });

  it('Quick Ticket: the summary and description survive a reload', async () => {
    const page = await signedIn();
    const contactPod = '/pod/connectwise/acme-cw?ticketId=acme-cw-co1-ct2&screen=contact';
    await openFeature(page, contactPod, 'Quick Ticket');
    await page.getByLabel(/^Summary/).fill('VPN drops every hour');
    await page.getByLabel(/^Description/).fill('Since Monday.');
    await page.reload();
    await openFeature(page, contactPod, 'Quick Ticket');
    expect(await page.getByLabel(/^Summary/).inputValue()).toBe('VPN drops every hour');
    expect(await page.getByLabel(/^Description/).inputValue()).toBe('Since Monday.');
  });
});
