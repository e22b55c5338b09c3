import { type Notifier, reportError } from '@features/api/core';
import { AsyncAction } from '@features/api/ui';
import type { VerificationService } from '../core/VerificationService';
import type { ContactStanding } from './ContactStanding';
import type { FlowDriver } from './FlowDriver';
import { TypedCode } from './TypedCode';

/** What checking a code reads and tells around it. */
export interface CodeCheckParts {
  service: Pick<VerificationService, 'check'>;
  notifier: Notifier;
  driver: FlowDriver;
  standing: Pick<ContactStanding, 'contact' | 'loadAttempts'>;
  /** False once the panel is disposed: a late answer is dropped. */
  live(): boolean;
}

/** The code the caller reads out, and its check: one at a time, six digits before anything is asked. */
export class CodeCheck {
  readonly code = new TypedCode();
  private readonly action = new AsyncAction(() => this.perform());

  constructor(private readonly parts: CodeCheckParts) {}

  /** Checks the code the caller read out. */
  async check(): Promise<void> {
    await this.action.run();
  }

  private async perform(): Promise<void> {
    const { driver, service, standing } = this.parts;
    const flow = driver.flow;
    if (flow.kind !== 'codeSent' || flow.checking) return;
    this.code.touch();
    if (this.code.error) return;
    driver.dispatch({ type: 'check' });
    try {
      const { outcome } = await service.check(standing.contact, flow.validationId, this.code.entered);
      if (!this.parts.live()) return;
      if (outcome.status === 'verified') return driver.verified(outcome.record);
      // Right, but held for a manager: the countdown stops and the technician asks an approver.
      if (outcome.status === 'approvalNeeded') {
        driver.stop();
        return driver.dispatch({ type: 'approvalNeeded', validationId: flow.validationId });
      }
      // A wrong code is a failure on the contact: the callout and a lock show without waiting for the hub.
      void standing.loadAttempts();
      if (outcome.status === 'wrong')
        return driver.dispatch({
          type: 'checked',
          status: 'wrong',
          triesLeft: outcome.triesLeft,
          ...(outcome.replaced ? { replaced: true } : {}),
        });
      driver.dispatch({ type: 'checked', status: outcome.status === 'locked' ? 'locked' : 'expired' });
      driver.stop();
    } catch (error) {
      reportError(this.parts.notifier, error);
      driver.dispatch({ type: 'checkFailed' });
    }
  }
}
