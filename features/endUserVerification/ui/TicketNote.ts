import { type Notifier, reportError } from '@features/api/core';
import { AsyncAction } from '@features/api/ui';
import type { VerificationService } from '../core/VerificationService';
import type { ContactStanding } from './ContactStanding';
import type { FlowDriver } from './FlowDriver';
import { proofRecords } from './provenMethods';

/** What the ticket note reads around it. */
export interface TicketNoteParts {
  service: Pick<VerificationService, 'addTicketNote'>;
  notifier: Notifier;
  driver: FlowDriver;
  standing: Pick<ContactStanding, 'contact' | 'context' | 'request' | 'standing'>;
}

/** After a verification, the note on the ticket saying who was verified, how (every method of the call) and by whom. */
export class TicketNote {
  private readonly action = new AsyncAction(() => this.perform());

  constructor(private readonly parts: TicketNoteParts) {}

  /** Adds the note once; a second click while it is saved sends nothing. */
  async add(): Promise<void> {
    await this.action.run();
  }

  private async perform(): Promise<void> {
    const { driver, standing, service } = this.parts;
    const opened = standing.standing;
    // Opened on this call's verification (another browser made it): its result is the standing's.
    if (driver.flow.kind === 'idle' && opened?.kind === 'verified')
      driver.dispatch({ type: 'verified', record: proofRecords(opened.proof)[0]! });
    const flow = driver.flow;
    if (flow.kind !== 'verified' || flow.note !== 'idle') return;
    driver.dispatch({ type: 'ticketNote', note: 'saving' });
    const now = standing.standing;
    const records = now?.kind === 'verified' ? proofRecords(now.proof) : [flow.record];
    try {
      await service.addTicketNote(standing.context, standing.contact, records, standing.request);
      driver.dispatch({ type: 'ticketNote', note: 'saved' });
    } catch (error) {
      reportError(this.parts.notifier, error);
      driver.dispatch({ type: 'ticketNote', note: 'idle' });
    }
  }
}
