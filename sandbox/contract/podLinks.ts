import type { SandboxContact, SandboxPsa, SandboxTicket } from '../world/World';

/**
 * The pod URL each PSA embeds, as the PSA itself would configure it (the sandbox plays the PSA's
 * side here; the app's own routes come from its PSA registry).
 */
const POD_SLUGS: Record<string, string> = {
  ConnectWise: 'connectwise',
  Autotask: 'autotask',
  Halo: 'halo',
  FreshService: 'freshservice',
  Zendesk: 'zendesk',
  SyncroMSP: 'syncro',
  SuperOps: 'superOps',
  Kaseya: 'kaseya',
  Microsoft: 'microsoft365',
  ImportIntegration: 'importintegration',
};

export function podUrl(psa: SandboxPsa, ticket: SandboxTicket): string {
  const slug = POD_SLUGS[psa.type] ?? psa.type.toLowerCase();
  const query = new URLSearchParams({ ticketId: ticket.id, screen: ticket.kind });
  return `/pod/${slug}/${encodeURIComponent(psa.psaId)}?${query}`;
}

/** The pod URL of a contact screen (the ticketId parameter carries the contact id, spec section 2). */
export function contactPodUrl(psa: SandboxPsa, contact: SandboxContact): string {
  const slug = POD_SLUGS[psa.type] ?? psa.type.toLowerCase();
  const query = new URLSearchParams({ ticketId: contact.id, screen: 'contact' });
  return `/pod/${slug}/${encodeURIComponent(psa.psaId)}?${query}`;
}
