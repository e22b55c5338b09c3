import type { Page } from 'playwright-core';
import type { FeatureId } from '@core/features/Feature';

/** Where a feature's flow runs: the app's origin and the pod it was opened on (a sandbox pod URL). */
export interface FlowPlace {
  baseUrl: string;
  podUrl: string;
}

/**
 * Each feature's main action, run on its page once it is open (its outlet ready): what a technician
 * does there first, through the real API, the hub or Pusher. Keyed by every page identifier, so a new
 * one does not typecheck without its flow; the suites iterate the registry (features/registry.ts).
 * The sandbox console plays the other side (the client, the end user) where a flow needs one.
 */
export const FEATURE_FLOWS: Record<FeatureId, (page: Page, place: FlowPlace) => Promise<void>> = {
  async endUserVerification(page) {
    const mobile = page.getByRole('radio', { name: /Mobile/ });
    if (await mobile.count()) await mobile.first().check();
    await page.getByRole('button', { name: /^Send code by (SMS|email)$/ }).first().click();
    await page.getByLabel('Verification code').waitFor();
  },

  async clientPortalChats(page, place) {
    // The client opens a chat from the portal unless the ticket already has an open one (the seed may).
    const { psaId, ticketId } = podOf(place.podUrl);
    const chats = (await (await fetch(`${place.baseUrl}/__sandbox/chats`)).json()) as Array<{ psaId: string; ticketId: string; isClosed: boolean }>;
    if (!chats.some((c) => c.psaId === psaId && c.ticketId === ticketId && !c.isClosed)) {
      await consolePost(place.baseUrl, '/chats/start', { psaId, ticketId, body: 'Hello from the portal (policy)' });
    }
    await page.getByRole('list', { name: 'Chats on this ticket' }).getByRole('button').first().click();
    const chat = page.getByRole('region', { name: /^Chat with / });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Answer under the policy');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await chat.locator('.conversation__list').getByText('Answer under the policy').waitFor();
  },

  async secureDataSharing(page) {
    await page.getByRole('button', { name: 'Send secure data' }).click();
    await page.getByRole('button', { name: 'Generate password' }).click();
    await page.waitForFunction(() => (document.getElementById('secure-data-secret') as HTMLInputElement | null)?.value.length === 16);
    await page.getByRole('button', { name: 'Create secure link' }).click();
    await page.getByRole('button', { name: /^Send by (SMS|email)$/ }).first().click();
    await page.getByText(/^Sent to /).waitFor();
  },

  async technicianVerification(page, place) {
    const { psaId, ticketId } = podOf(place.podUrl);
    await page.getByRole('heading', { name: 'Technician Verification' }).waitFor();
    await hubSubscribed(place.baseUrl, psaId);
    await consolePost(place.baseUrl, '/tech-verifications/request', { psaId, ticketId });
    const card = page.getByRole('article', { name: / Verification requested$/ }).first();
    await card.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Code sent, waiting for the end user').first().waitFor();
  },

  async smsMessaging(page) {
    await page.getByRole('textbox', { name: 'Message' }).fill('SMS under the policy');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: /^Messages with / }).getByText('SMS under the policy').waitFor();
    await page.getByText('Sending…').waitFor({ state: 'detached' });
  },

  async quickTicket(page) {
    const select = (name: string) => page.getByRole('combobox', { name: new RegExp(`^${name}`) });
    await select('Service board').selectOption({ label: 'Service Desk' });
    await page.locator('#quick-ticket-type:not([disabled])').waitFor();
    await select('Type').selectOption({ label: 'Network' });
    await select('Subtype').selectOption({ label: 'VPN' });
    await select('Item').selectOption({ label: 'Cannot connect' });
    await page.locator('#quick-ticket-status:not([disabled])').waitFor();
    await select('Status').selectOption({ label: 'New' });
    await select('Priority').selectOption({ label: 'Priority 2 - Quick Response' });
    await page.getByLabel(/^Summary/).fill('Created under the policy');
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await page.getByRole('status').filter({ hasText: /Ticket #T\d+ created/ }).waitFor();
  },

  async MSTeamsChats(page) {
    await page.getByRole('button', { name: 'Start a Teams chat' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Teams under the policy');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('list', { name: /^Messages with / }).getByText('Teams under the policy').waitFor();
    await page.getByText('Sending…').waitFor({ state: 'detached' });
  },
};

/** psaId and ticket (or contact) id of a sandbox pod URL such as /pod/connectwise/acme-cw?ticketId=1001&screen=ticket. */
export function podOf(podUrl: string): { psaId: string; ticketId: string } {
  const url = new URL(podUrl, 'http://pod.invalid');
  return { psaId: decodeURIComponent(url.pathname.split('/')[3] ?? ''), ticketId: url.searchParams.get('ticketId') ?? '' };
}

async function consolePost(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Waits until a technician's hub has subscribed to the tenant that owns the PSA, so an end user's
 * request reaches the page live (server state has no event to wait on; bounded).
 */
async function hubSubscribed(baseUrl: string, psaId: string): Promise<void> {
  const world = (await (await fetch(`${baseUrl}/__sandbox/world`)).json()) as { tenants: Array<{ id: string; alias: string }> };
  const tenantId = world.tenants.find((t) => psaId.startsWith(`${t.alias}-`))?.id;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const list = (await (await fetch(`${baseUrl}/__sandbox/realtime/connections`)).json()) as Array<{ tenantId: string | null; subscribedAt: string | null }>;
    if (list.some((c) => c.tenantId === tenantId && c.subscribedAt)) return;
    if (Date.now() > deadline) throw new Error(`no hub subscribed to tenant ${tenantId} of ${psaId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
