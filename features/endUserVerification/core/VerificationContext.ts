import type { FeaturePodContext } from '@features/api/core';

/** Where the panel is: the pod's integration, ticket and company, and whose contact this is. */
export interface VerificationContext {
  psaId: string;
  /** The ticket the technician has open; null on a contact screen (no ticket to add a note to). */
  ticketId: string | null;
  companyId: string;
  /** True when the contact is the ticket's own contact (peers may need a note, see settings). */
  isTicketContact: boolean;
}

/** The panel's context from the pod a feature page receives; null while there is no contact to verify. */
export function verificationContextOf(pod: FeaturePodContext): VerificationContext | null {
  const contact = pod.contact;
  if (!contact || !pod.psaId) return null;
  return {
    psaId: pod.psaId,
    ticketId: pod.screen === 'contact' ? null : (pod.ticket?.id ?? null),
    companyId: contact.companyId || pod.company?.id || '',
    isTicketContact: pod.screen === 'contact' || (pod.isTicketContact ?? false),
  };
}

/** Whether two contexts name the same place (the parent may pass a fresh object each render). */
export function sameContext(a: VerificationContext, b: VerificationContext): boolean {
  return (
    a.psaId === b.psaId &&
    a.ticketId === b.ticketId &&
    a.companyId === b.companyId &&
    a.isTicketContact === b.isTicketContact
  );
}
