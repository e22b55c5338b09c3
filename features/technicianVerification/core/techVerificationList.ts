import { isOpen, type TechVerification } from './TechVerification';

/** Puts a verification first, replacing the one with the same id (a later message of the same verification). */
export function upsertVerification(list: readonly TechVerification[], next: TechVerification): TechVerification[] {
  return [next, ...list.filter((v) => v.id !== next.id)];
}

/**
 * Whether a verification concerns the ticket open in the pod: linked to it, or a request that names
 * no ticket yet (the technician may link it here).
 */
export function concernsTicket(verification: TechVerification, crmId: string, ticketId: string | null): boolean {
  if (verification.crmId !== crmId) return false;
  return verification.ticketId === null || (ticketId !== null && verification.ticketId === ticketId);
}

/** People whose verifications are all finished that the ticket's list keeps (older ones are in the history table). */
export const FINISHED_ON_TICKET = 3;

/** One person's verifications on the ticket's list. */
export interface PersonGroup {
  /** The person: their contact, else the phone the code goes to, else their name. */
  key: string;
  /** Newest first. */
  verifications: TechVerification[];
  /** The one the card speaks of and acts on: the newest still open, else the newest. */
  lead: TechVerification;
}

/** Who asked: two requests from one person are one group. */
export function personKey(v: TechVerification): string {
  if (v.contactId) return `${v.crmId}/contact/${v.contactId}`;
  if (v.to) return `${v.crmId}/phone/${v.to.replace(/\D/g, '')}`;
  return `${v.crmId}/name/${v.contactName.trim().toLowerCase()}`;
}

/**
 * The ticket's list (newest first in): one group per person, newest first inside. People with an open verification
 * come first (what the technician can act on), newest first; then the latest people whose verifications are finished.
 */
export function ticketGroups(newestFirst: readonly TechVerification[]): PersonGroup[] {
  const byPerson = new Map<string, TechVerification[]>();
  for (const v of newestFirst) {
    const key = personKey(v);
    byPerson.set(key, [...(byPerson.get(key) ?? []), v]);
  }
  const groups = [...byPerson].map(([key, verifications]) => ({
    key,
    verifications,
    lead: verifications.find(isOpen) ?? verifications[0]!,
  }));
  const open = groups.filter((g) => isOpen(g.lead));
  const finished = groups.filter((g) => !isOpen(g.lead)).slice(0, FINISHED_ON_TICKET);
  return [...open, ...finished];
}
