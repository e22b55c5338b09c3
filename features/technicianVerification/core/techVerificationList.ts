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

/** Finished verifications the ticket's list keeps (older ones are in the history table). */
export const FINISHED_ON_TICKET = 3;

/** The ticket's list (newest first in, newest first out): every open one, and the latest finished ones. */
export function ticketView(newestFirst: readonly TechVerification[]): TechVerification[] {
  let finished = 0;
  return newestFirst.filter((v) => isOpen(v) || finished++ < FINISHED_ON_TICKET);
}
