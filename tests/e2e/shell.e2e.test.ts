import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startPreview, type RunningServer } from '../support/previewServer';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startPreview('dist'), launchChromium()]);
});
const pages: Page[] = [];
/** Pages close after each test even when it fails, so their hub connections do not linger. */
async function openPage(options?: Parameters<Browser['newPage']>[0]): Promise<Page> {
  const page = await browser.newPage(options);
  pages.push(page);
  return page;
}
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface WorldTicket { id: string; number: string; psaId: string; contactId: string | null; kind: string; podUrl: string; psaType: string }
interface HubConnection { connectionId: string; userId: string; tenantId: string | null; subscribedAt: string | null }

async function connectWiseTicket(tenantAlias: string): Promise<WorldTicket> {
  const world = (await (await fetch(`${server.url}/__sandbox/world`)).json()) as { tickets: WorldTicket[] };
  const ticket = world.tickets.find((t) => t.psaId === `${tenantAlias}-cw` && t.contactId && t.kind === 'ticket');
  if (!ticket) throw new Error(`no ConnectWise ticket for ${tenantAlias}`);
  return ticket;
}

async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForURL(`${server.url}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sandbox');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.url}${path}`);
}

async function sidebarNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Features' });
  await nav.getByRole('button', { name: 'End User Verification' }).waitFor();
  return nav.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
}

async function hubConnections(): Promise<HubConnection[]> {
  return (await (await fetch(`${server.url}/__sandbox/realtime/connections`)).json()) as HubConnection[];
}

/** Polls the sandbox (server state has no event to wait on); bounded. */
async function waitForConnections(predicate: (list: HubConnection[]) => boolean, label: string, ms = 20_000): Promise<HubConnection[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const list = await hubConnections();
    if (predicate(list)) return list;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Expected from spec section 6 for a ConnectWise ticket screen (MS Teams Chats is removed when plan-filtered).
const EXPECTED: Array<[string, string, string, string[]]> = [
  ['Free', 'free@sandbox.test', 'free', ['End User Verification', 'Secure Data Sharing']],
  ['VerificationPlus', 'plus@sandbox.test', 'bolt', ['End User Verification', 'Secure Data Sharing', 'Technician Verification']],
  ['Pro', 'tech@sandbox.test', 'acme', ['End User Verification', 'Client Portal Chats', 'Secure Data Sharing', 'Technician Verification', 'SMS Messaging']],
];

describe('the shell in Chromium on the production build', () => {
  it.each(EXPECTED)('a %s technician sees exactly the features the table gives on a ConnectWise pod', async (_plan, email, alias, features) => {
    const ticket = await connectWiseTicket(alias);
    const page = await openPage({ viewport: { width: 360, height: 700 } });
    await signInAt(page, ticket.podUrl, email);
    await page.getByText(`Ticket #${ticket.number}`).waitFor();
    await page.waitForFunction(
      (count) => document.querySelectorAll('nav[aria-label="Features"] button').length === count,
      features.length + 3,
      { timeout: 10_000 },
    );
    expect(await sidebarNames(page)).toEqual(['Expand sidebar', 'Home', ...features, 'Sign out']);
  });

  it('dark mode survives a reload', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await openPage({ colorScheme: 'light' });
    await signInAt(page, ticket.podUrl, 'tech@sandbox.test');
    await page.getByRole('button', { name: 'Help and settings' }).click();
    // Blueprint draws the switch over its input: a technician clicks the label.
    await page.locator('label', { hasText: 'Dark Mode' }).click();
    expect(await page.getByRole('switch', { name: 'Dark Mode' }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'), undefined, { timeout: 5000 });

    await page.reload();
    await page.getByText(`Ticket #${ticket.number}`).waitFor();
    expect(await page.evaluate(() => [document.body.classList.contains('bp6-dark'), localStorage.getItem('theme')])).toEqual([true, 'dark']);
  });

  it('the hub connects, the sandbox drops it, the toasts appear, it reconnects and subscribes to the tenant again', async () => {
    const ticket = await connectWiseTicket('acme');
    const page = await openPage();
    await signInAt(page, ticket.podUrl, 'tech@sandbox.test');
    const established = page.getByText('Connection Established');
    await established.waitFor({ timeout: 10_000 });
    const before = await waitForConnections((list) => list.some((c) => c.userId === 'u-tech' && c.tenantId === 't-acme'), 'the tenant subscription');
    const mine = before.filter((c) => c.userId === 'u-tech');
    expect(mine).toHaveLength(1); // the other tests closed their pages
    const first = mine[0]!;
    await established.waitFor({ state: 'hidden', timeout: 10_000 });

    // A slow network: the first reconnect attempts are refused, so the technician is told to wait.
    await fetch(`${server.url}/__sandbox/realtime/refuse`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"ms":4500}' });
    const dropped = (await (await fetch(`${server.url}/__sandbox/realtime/drop`, { method: 'POST' })).json()) as { dropped: number };
    expect(dropped.dropped).toBeGreaterThanOrEqual(1);

    await page.getByText('Connection in progress.').first().waitFor({ timeout: 10_000 });
    await established.waitFor({ timeout: 25_000 });
    const after = await waitForConnections(
      (list) => list.some((c) => c.userId === 'u-tech' && c.tenantId === 't-acme' && c.connectionId !== first.connectionId),
      'the tenant subscription sent again',
    );
    expect(after.filter((c) => c.userId === 'u-tech')).toEqual([
      { connectionId: expect.not.stringMatching(`^${first.connectionId}$`), userId: 'u-tech', tenantId: 't-acme', subscribedAt: expect.any(String) },
    ]);
  });
});
