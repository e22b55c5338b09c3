import { psaDescriptors } from '@adapters/psa/registry';
import type { SandboxContact, SandboxPsa, SandboxTicket } from '../world/World';

/**
 * The pod URL each PSA embeds, as the PSA itself would configure it: its registered descriptor's
 * route slug (the sandbox plays the PSA's side here).
 */
const slugOf = (type: string) => psaDescriptors.find((d) => d.type === type)?.slug ?? type.toLowerCase();

export function podUrl(psa: SandboxPsa, ticket: SandboxTicket): string {
  const slug = slugOf(psa.type);
  const query = new URLSearchParams({ ticketId: ticket.id, screen: ticket.kind });
  return `/pod/${slug}/${encodeURIComponent(psa.psaId)}?${query}`;
}

/** The pod URL of a contact screen (the ticketId parameter carries the contact id, spec section 2). */
export function contactPodUrl(psa: SandboxPsa, contact: SandboxContact): string {
  const slug = slugOf(psa.type);
  const query = new URLSearchParams({ ticketId: contact.id, screen: 'contact' });
  return `/pod/${slug}/${encodeURIComponent(psa.psaId)}?${query}`;
}
