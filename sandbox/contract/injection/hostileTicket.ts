import type { SandboxState } from '../SandboxState';
import { contactPodUrl, podUrl } from '../podLinks';
import type { SandboxContact, SandboxHistoryEntry } from '../../world/World';
import { injectionOf } from './injectionState';

/**
 * Where the hostile ticket lives by default: Acme's ConnectWise, where every feature but MS Teams Chats
 * is open to the Pro technician (`demo-cw` opens Teams to the demo technician).
 */
export const DEFAULT_HOSTILE_PSA_ID = 'acme-cw';
export const HOSTILE_TICKET_ID = '9901';
export const HOSTILE_PHONE = '+1 (555) 019-9901';

export interface HostileTicket {
  psaId: string;
  ticketId: string;
  companyId: string;
  contactId: string;
  phone: string;
  podUrl: string;
  contactPodUrl: string;
}

/**
 * Adds a ConnectWise company, contact and ticket whose every free-text field carries the given texts
 * (a contact's, a PSA's and an admin's words: names, company, email items, history notes and
 * inspectors, the ticket summary, the company's policy), so a test can open one pod and look at
 * every place they are shown. Single-valued fields hold all texts joined by " | "; lists hold one
 * entry per text. The contact keeps one real mobile so SMS, Teams and chats work on the ticket.
 * Calling it again replaces the previous hostile ticket.
 */
export function addHostileTicket(
  state: SandboxState,
  texts: readonly string[],
  psaId = DEFAULT_HOSTILE_PSA_ID,
): HostileTicket {
  const { world } = state;
  const psa = world.psas.find((p) => p.psaId === psaId);
  if (!psa) throw new Error(`the sandbox world has no ${psaId}`);
  const joined = texts.join(' | ');
  const companyId = `${psaId}-hostile`;
  const contactId = `${psaId}-hostile-ct1`;
  // In place: other parts of the sandbox hold the world's arrays.
  removeWhere(world.companies, (c) => c.id === companyId);
  removeWhere(world.contacts, (c) => c.id === contactId);
  removeWhere(world.tickets, (t) => t.psaId === psaId && t.id === HOSTILE_TICKET_ID);

  const history: SandboxHistoryEntry[] = texts.map((text, i) => ({
    date: new Date(Date.UTC(2026, 9, 1, 12, 0, i)).toISOString(),
    item: text,
    type: 'SMS',
    inspector: text,
    notes: text,
    isRevoked: false,
  }));
  const contact: SandboxContact = {
    id: contactId,
    psaId,
    companyId,
    name: joined,
    optedStatus: 'OptedIn',
    msTenantHasOnboarded: true,
    communicationItems: [
      { name: 'Mobile', type: 'phone', value: HOSTILE_PHONE, isVerified: false },
      ...texts.map((text) => ({ name: text, type: 'email' as const, value: text, isVerified: false })),
    ],
    history,
  };
  world.companies.push({ id: companyId, psaId, name: joined });
  world.contacts.push(contact);
  const ticket = {
    id: HOSTILE_TICKET_ID,
    psaId,
    number: HOSTILE_TICKET_ID,
    summary: joined,
    companyId,
    contactId,
    kind: 'ticket' as const,
  };
  world.tickets.push(ticket);
  injectionOf(state).policyTexts.set(companyId, joined);

  return {
    psaId,
    ticketId: ticket.id,
    companyId,
    contactId,
    phone: HOSTILE_PHONE,
    podUrl: podUrl(psa, ticket),
    contactPodUrl: contactPodUrl(psa, contact),
  };
}

function removeWhere<T>(items: T[], matches: (item: T) => boolean): void {
  for (let i = items.length - 1; i >= 0; i--) if (matches(items[i]!)) items.splice(i, 1);
}
