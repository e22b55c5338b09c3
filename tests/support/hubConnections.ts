import type { SandboxHubConnection } from '@sandbox/contract/SandboxRealtime';
import { SANDBOX_CONSOLE_PREFIX } from '@sandbox/contract/sandboxPaths';
import { untilAccepted } from './untilAccepted';

/** The hub connections the sandbox holds now, as its console lists them. */
export async function hubConnections(baseUrl: string): Promise<SandboxHubConnection[]> {
  const response = await fetch(`${baseUrl}${SANDBOX_CONSOLE_PREFIX}/realtime/connections`);
  if (!response.ok) throw new Error(`the sandbox's hub connections: ${response.status}`);
  return (await response.json()) as SandboxHubConnection[];
}

/**
 * Waits until the sandbox's hub connections are as `accept` wants them (a page's hub subscribed, a closed one gone):
 * server state has no event to wait on, so it is read again at untilAccepted's pace, within its guard.
 */
export function untilHubConnections(
  baseUrl: string,
  accept: (connections: SandboxHubConnection[]) => boolean,
  what: string,
): Promise<SandboxHubConnection[]> {
  return untilAccepted(() => hubConnections(baseUrl), accept, what);
}

/** Waits until a hub of the tenant is connected, so an event the console publishes for it is delivered live. */
export async function untilTenantHub(baseUrl: string, tenantId: string): Promise<void> {
  await untilHubConnections(baseUrl, (list) => list.some((c) => c.tenantId === tenantId), `a hub of ${tenantId}`);
}

/**
 * Waits until a hub of the user opened since `since` (this page's, not a closed one's) has sent its tenant
 * subscription, so an event the console publishes reaches the page.
 */
export async function untilHubSubscribed(baseUrl: string, userId: string, since: number): Promise<void> {
  await untilHubConnections(
    baseUrl,
    (list) => list.some((c) => c.userId === userId && c.subscribedAt && Date.parse(c.subscribedAt) >= since),
    `a hub subscription of ${userId}`,
  );
}
