import { type Notifier, reportError } from '@features/api/core';
import { AsyncAction } from '@features/api/ui';
import type { CallRecord } from '../core/CallRecord';
import type { VerificationService } from '../core/VerificationService';
import type { ContactStanding } from './ContactStanding';

/** What the ticket note reads around it. */
export interface TicketNoteParts {
  service: Pick<VerificationService, 'addTicketNote'>;
  notifier: Notifier;
  standing: Pick<ContactStanding, 'contact' | 'context' | 'thisRecord'> & {
    records: Pick<ContactStanding['records'], 'load'>;
  };
}

/**
 * The note on the ticket that reports this call (verified, or denied by a manager), from the backend's record:
 * offered while the record has none, written once (a second click while it is saved sends nothing; the backend
 * refuses a second from another tab or after a reload), and read back from the record once written.
 */
export class TicketNote {
  private readonly action = new AsyncAction(() => this.perform());

  constructor(private readonly parts: TicketNoteParts) {}

  /** The record the note would report, while it can take one: verified or denied, on a ticket, with no note yet. */
  get noteFor(): CallRecord | null {
    const { standing } = this.parts;
    const record = standing.thisRecord;
    if (!standing.context.ticketId || !record || record.ticketNote) return null;
    return record.status === 'verified' || record.status === 'denied' ? record : null;
  }

  get saving(): boolean {
    return this.action.pending;
  }

  async add(): Promise<void> {
    await this.action.run();
  }

  private async perform(): Promise<void> {
    const record = this.noteFor;
    if (!record) return;
    const { standing, service } = this.parts;
    try {
      await service.addTicketNote(standing.context, standing.contact, record);
    } catch (error) {
      reportError(this.parts.notifier, error);
    } finally {
      // Written, or refused because another tab wrote it: the record says which, and who.
      await standing.records.load();
    }
  }
}
