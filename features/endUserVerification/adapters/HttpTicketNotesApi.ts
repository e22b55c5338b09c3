import type { AxiosInstance } from 'axios';
import type { TicketNotesApi } from '../core/TicketNotesApi';
import { parseWire } from '@features/api/adapters';
import { addedNoteWire, type AddTicketNoteBody } from './wire/verificationWire';

/** Ticket notes over HTTP. */
export class HttpTicketNotesApi implements TicketNotesApi {
  constructor(private readonly http: AxiosInstance) {}

  async addNote(crmId: string, ticketId: string, text: string, callId?: string): Promise<void> {
    const body: AddTicketNoteBody = { ticketId, text, internal: true, ...(callId ? { callId } : {}) };
    const response = await this.http.post(`/TicketUpdate/crm/${encodeURIComponent(crmId)}/ticket/addNote`, body);
    parseWire(addedNoteWire, response.data, 'the ticket note');
  }
}
