import type { Page } from 'playwright-core';
import { setupBrowserSuite } from '../support/browserSuite';
import { untilTenantHub } from '../support/hubConnections';

/**
 * SMS Messaging and MS Teams Chats in the pod, end to end: production build, sandbox backend, real
 * SignalR hub, real Chromium. The sandbox console plays the contact (POST /__sandbox/messages/reply).
 */
const suite = setupBrowserSuite('dist');

interface ConsoleMessage {
  id: string;
  channelId: string;
  transport: string;
  direction: string;
  body: string;
}
interface WorldTicket {
  id: string;
  psaId: string;
  contactId: string | null;
  kind: string;
  podUrl: string;
}

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

/** The pod URL of a contact's own ticket, from the sandbox's world. */
async function ticketPodOf(contactId: string): Promise<string> {
  const world = await consoleGet<{ tickets: WorldTicket[] }>('/world');
  const ticket = world.tickets.find((t) => t.contactId === contactId && t.kind === 'ticket');
  if (!ticket) throw new Error(`no ticket for ${contactId}`);
  return ticket.podUrl.replace(/^https?:\/\/[^/]+/, '');
}

/** A page signed in as `email` (the sign-in form has its own suites). */
const signedIn = (email: string, width: number, height: number) => suite.page({ email }, { width, height });

/** Opens a pod and the feature's page from the sidebar. */
async function openFeature(page: Page, podPath: string, feature: 'SMS Messaging' | 'MS Teams Chats'): Promise<void> {
  await page.goto(`${suite.server.url}${podPath}`);
  await page.locator('[data-useful-screen="ready"]').waitFor();
  await page.getByRole('button', { name: feature }).click();
}

const messages = (page: Page, name: string) => page.getByRole('list', { name: `Messages with ${name}` });

describe('SMS Messaging and MS Teams Chats (Chromium)', () => {
  it('texts the contact (also from a template with variables), and the reply from the console shows live without reload', async () => {
    const page = await signedIn('tech@sandbox.test', 400, 1000);
    await openFeature(page, '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', 'SMS Messaging');
    await messages(page, 'Alice Johnson').getByText('Thanks! It still drops every few minutes.').waitFor();

    await page.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Ticket update' });
    await expect(page.getByRole('textbox', { name: 'Message' }).inputValue()).resolves.toBe(
      'Hi Alice, this is Tess Tech with an update on ticket T1001.',
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the pod');
    await page.getByRole('button', { name: 'Send' }).click();
    await messages(page, 'Alice Johnson').getByText('Hello from the pod').waitFor();
    await page.getByText('Sending…').waitFor({ state: 'detached' });
    const sent = await consoleGet<ConsoleMessage[]>('/messages');
    expect(sent.slice(0, 2).map((m) => m.body)).toEqual([
      'Hello from the pod',
      'Hi Alice, this is Tess Tech with an update on ticket T1001.',
    ]);

    await untilTenantHub(suite.server.url, 't-acme');
    await consolePost('/messages/reply', { channelId: 'sms-acme-cw-co1-ct1', body: 'Got it, thank you!' });
    await messages(page, 'Alice Johnson').getByText('Got it, thank you!').waitFor();
  });

  it('a send while the API fails is kept, survives a reload, and Retry sends it (Halo ticket)', async () => {
    const page = await signedIn('tech@sandbox.test', 400, 1000);
    const pod = await ticketPodOf('acme-halo-co1-ct1');
    await openFeature(page, pod, 'SMS Messaging');
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await consolePost('/messages/faults', { failNextSends: 1 });
    await page.getByRole('textbox', { name: 'Message' }).fill('Please call me back');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Not sent: The SMS gateway is unavailable. The message was not sent; try again.').waitFor();

    // The reload keeps the page (it lives in the address): SMS Messaging opens again by itself.
    await page.reload();
    await messages(page, 'Alice Johnson').getByText('Please call me back').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached' });
    await page.getByText('Sending…').waitFor({ state: 'detached' });
    const sent = (await consoleGet<ConsoleMessage[]>('/messages')).filter((m) => m.body === 'Please call me back');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channelId: 'sms-acme-halo-co1-ct1', direction: 'outbound' });
  });

  it('a demo-subscription technician chats in Teams on a ConnectWise ticket; the reply shows live', async () => {
    const page = await signedIn('demo@sandbox.test', 400, 1000);
    await consolePost('/messages/faults', { failNextSends: 0, sendDelayMs: 0 });
    await openFeature(page, await ticketPodOf('demo-cw-co1-ct1'), 'MS Teams Chats');
    await page.getByRole('button', { name: 'Start a Teams chat' }).click();
    await page.getByText('No messages yet.').waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hi Alice, can we chat here?');
    await page.getByRole('button', { name: 'Send' }).click();
    await messages(page, 'Alice Johnson').getByText('Hi Alice, can we chat here?').waitFor();
    await page.getByText('Sending…').waitFor({ state: 'detached' });
    const [sent] = await consoleGet<ConsoleMessage[]>('/messages');
    expect(sent).toMatchObject({ transport: 'teams', direction: 'outbound', body: 'Hi Alice, can we chat here?' });

    await untilTenantHub(suite.server.url, 't-demo');
    await consolePost('/messages/reply', { channelId: sent!.channelId, body: 'Sure, Teams works for me' });
    await messages(page, 'Alice Johnson').getByText('Sure, Teams works for me').waitFor();
  });
  // Before STOP: that test opts Alice's number out, which takes her composer (and Send) away.
  it("at 320 px, 'Connection Established' after a hub drop leaves Send, the sidebar and the top bar's controls clear", async () => {
    const page = await signedIn('tech@sandbox.test', 320, 640);
    await openFeature(page, '/pod/connectwise/acme-cw?ticketId=1001&screen=ticket', 'SMS Messaging');
    const send = page.getByRole('button', { name: 'Send' });
    await send.waitFor();
    await untilTenantHub(suite.server.url, 't-acme');
    await consolePost('/realtime/drop', {});
    const toast = page.locator('.bp6-toast', { hasText: 'Connection Established' });
    await toast.waitFor();
    // Held while it is measured (a toast stays while the pointer is on it), once it has slid in.
    await toast.hover();
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('.bp6-toast')].some((el) =>
          [...el.classList].some((c) => /toast-(enter|appear)(-active)?$/.test(c)),
        ),
    );
    // Where a technician writing at 320 px has it: Send at the bottom edge of the pod (after whatever the outage moved).
    await send.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const [toastBox, sendBox] = [(await toast.boundingBox())!, (await send.boundingBox())!];
    const sidebarBox = (await page.getByRole('navigation', { name: 'Features' }).boundingBox())!;
    const overlaps = toastBox.y < sendBox.y + sendBox.height && sendBox.y < toastBox.y + toastBox.height;
    // In view to the pixel (the page scrolls by fractions of one); the toast starts where the sidebar ends.
    expect({
      overlaps,
      sendInView: sendBox.y >= 0 && Math.floor(sendBox.y + sendBox.height) <= 640,
      overSidebar: toastBox.x < sidebarBox.x + sidebarBox.width - 0.5,
      inViewport: toastBox.x + toastBox.width <= 320,
    }).toEqual({ overlaps: false, sendInView: true, overSidebar: false, inViewport: true });
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: sendBox.x + sendBox.width / 2, y: sendBox.y + sendBox.height / 2 },
    );
    expect(onTop).toBe('Send');

    // At the top of the pod: the technician's name, Company Policies and Help stay uncovered and can be pressed.
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.locator('header.shell__bar');
    const controls = {
      name: bar.getByLabel('Signed in as'),
      policies: bar.getByRole('button', { name: 'Company Policies' }),
      help: bar.getByRole('button', { name: 'Help and settings' }),
    };
    const toastNow = (await toast.boundingBox())!;
    const covered: string[] = [];
    for (const [name, control] of Object.entries(controls)) {
      const box = (await control.boundingBox())!;
      if (toastNow.y < box.y + box.height && box.y < toastNow.y + toastNow.height) covered.push(name);
    }
    expect({ covered, toastInView: toastNow.y + toastNow.height <= 640 }).toEqual({ covered: [], toastInView: true });
  });

  // Last: STOP opts Alice's mobile out for the tenant's number, and every seeded PSA's Alice has the same mobile.
  it('STOP from the contact turns the composer off live (Autotask ticket)', async () => {
    const page = await signedIn('tech@sandbox.test', 400, 1000);
    await openFeature(page, await ticketPodOf('acme-at-co1-ct1'), 'SMS Messaging');
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await untilTenantHub(suite.server.url, 't-acme');
    await consolePost('/messages/reply', { channelId: 'sms-acme-at-co1-ct1', body: 'STOP' });
    await page.getByText(/Alice Johnson has opted out of SMS/).waitFor();
    await expect(page.getByRole('textbox', { name: 'Message' }).count()).resolves.toBe(0);
  });
});
