import { token } from '@features/api/core';

/** Notes on the PSA ticket (spec section 7, Ticket update). */
export interface TicketNotesApi {
  /**
   * POST /TicketUpdate/crm/{crmId}/ticket/addNote; crmId is the psaId. With the verification call it reports,
   * the backend writes it once per call (a second is refused, naming the first).
   */
  addNote(crmId: string, ticketId: string, text: string, callId?: string): Promise<void>;
}

export const TicketNotesApiToken = token<TicketNotesApi>('features.endUserVerification.TicketNotesApi');
