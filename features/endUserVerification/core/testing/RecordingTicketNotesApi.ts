import type { TicketNotesApi } from '../TicketNotesApi';

/** A TicketNotesApi for tests: keeps every note added, and tells `onNote` a call's note was written (a backend's record). */
export class RecordingTicketNotesApi implements TicketNotesApi {
  readonly notes: Array<{ crmId: string; ticketId: string; text: string; callId?: string }> = [];
  onNote: (callId: string) => void = () => undefined;
  async addNote(crmId: string, ticketId: string, text: string, callId?: string): Promise<void> {
    this.notes.push({ crmId, ticketId, text, ...(callId ? { callId } : {}) });
    if (callId) this.onNote(callId);
  }
}
