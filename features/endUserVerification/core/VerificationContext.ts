/** Where the panel is: the pod's integration, ticket and company, and whose contact this is. */
export interface VerificationContext {
  psaId: string;
  /** The ticket the technician has open; null on a contact screen (no ticket to add a note to). */
  ticketId: string | null;
  companyId: string;
  /** True when the contact is the ticket's own contact (peers may need a note, see settings). */
  isTicketContact: boolean;
}
