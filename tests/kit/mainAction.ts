import type { Page } from 'playwright-core';
import { untilHubConnections } from '../support/hubConnections';

/** Where a feature's main action runs: the app's origin and the pod it was opened on (a sandbox pod URL). */
export interface FlowPlace {
  baseUrl: string;
  podUrl: string;
}

/**
 * A feature's main action in Chromium, run on its page once it is open (its outlet ready): what a
 * technician does there first, through the real API, the hub or Pusher. The sandbox console plays the
 * other side (the client, the end user) where the action needs one. Used by the policy suite
 * (tests/e2e/attack-policy.e2e.test.ts) under the production Content-Security-Policy.
 */
export type MainAction = (page: Page, place: FlowPlace) => Promise<void>;

/** psaId and ticket (or contact) id of a sandbox pod URL such as /pod/connectwise/acme-cw?ticketId=1001&screen=ticket. */
export function podOf(podUrl: string): { psaId: string; ticketId: string } {
  const url = new URL(podUrl, 'http://pod.invalid');
  return {
    psaId: decodeURIComponent(url.pathname.split('/')[3] ?? ''),
    ticketId: url.searchParams.get('ticketId') ?? '',
  };
}

/** POSTs JSON to one of the sandbox console's routes (/__sandbox/...), failing with its answer. */
export async function consolePost(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}/__sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`console ${path}: ${response.status} ${await response.text()}`);
}

/**
 * Waits until a technician's hub has subscribed to the tenant that owns the PSA, so an end user's
 * request reaches the page live (server state has no event to wait on; bounded).
 */
export async function hubSubscribed(baseUrl: string, psaId: string): Promise<void> {
  const world = (await (await fetch(`${baseUrl}/__sandbox/world`)).json()) as {
    tenants: Array<{ id: string; alias: string }>;
  };
  const tenantId = world.tenants.find((t) => psaId.startsWith(`${t.alias}-`))?.id;
  await untilHubConnections(
    baseUrl,
    (list) => list.some((c) => c.tenantId === tenantId && c.subscribedAt),
    `a hub subscribed to tenant ${tenantId} of ${psaId}`,
  );
}

/**
 * Sends a text from the conversation's composer (its box named "Message") and waits until the server has
 * it: shown in the conversation's list, no longer "Sending…".
 */
export async function sendAndWait(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page
    .getByRole('list', { name: /^Messages with / })
    .getByText(text)
    .waitFor();
  await page.getByText('Sending…').waitFor({ state: 'detached' });
}
