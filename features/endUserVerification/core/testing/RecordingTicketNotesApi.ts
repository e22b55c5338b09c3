import type { TicketNotesApi } from '../TicketNotesApi';

/** A TicketNotesApi for tests: keeps every note added. */
export class RecordingTicketNotesApi implements TicketNotesApi {
  readonly notes: Array<{ crmId: string; ticketId: string; text: string; callId?: string }> = [];
  async addNote(crmId: string, ticketId: string, text: string, callId?: string): Promise<void> {
    this.notes.push({ crmId, ticketId, text, ...(callId ? { callId } : {}) });
  }
}
