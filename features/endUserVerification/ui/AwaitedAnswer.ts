import type { Contact } from '@features/api/core';
import type { ContactVerificationFailed } from '../core/ContactVerificationFailed';
import { isAwaited, type FlowEvent, type VerificationFlow } from '../core/verificationFlow';
import type { VerificationRecord } from '../core/VerificationRecord';
import type { VerificationService } from '../core/VerificationService';

/** What following an awaited push or link reads from the panel, and what it tells it. */
export interface AwaitedAnswerHost {
  flow(): VerificationFlow;
  contact(): Contact;
  /** False once the panel is disposed: a late answer is dropped. */
  live(): boolean;
  verified(record: VerificationRecord): void;
  /** The push or link ended without a verification (denied or expired). */
  ended(event: Extract<FlowEvent, { type: 'awaitedEnded' }>): void;
  dispatch(event: FlowEvent): void;
}

/**
 * Follows the contact's answer to a push or a link: asked for on a timer (the hub usually says first) and
 * taken from a failed check the hub reports live. One question at a time.
 */
export class AwaitedAnswer {
  private polling = false;

  constructor(
    private readonly service: Pick<VerificationService, 'check'>,
    private readonly host: AwaitedAnswerHost,
  ) {}

  /** Asks how the pending push or link stands; nothing while no answer is awaited or a question is out. */
  async poll(): Promise<void> {
    const flow = this.host.flow();
    if (!isAwaited(flow) || this.polling) return;
    this.polling = true;
    try {
      const { outcome } = await this.service.check(this.host.contact(), flow.validationId, null);
      if (this.host.flow() !== flow || !this.host.live()) return;
      if (outcome.status === 'verified') this.host.verified(outcome.record);
      // The contact's answer passed, held for a manager: the countdown and this polling stop with the flow.
      else if (outcome.status === 'approvalNeeded')
        this.host.dispatch({ type: 'approvalNeeded', validationId: flow.validationId });
      else if (outcome.status === 'denied') this.host.ended({ type: 'awaitedEnded', how: 'denied', reason: null });
      else if (outcome.status === 'expired') this.host.ended({ type: 'awaitedEnded', how: 'expired', reason: null });
      else if (outcome.status === 'pending')
        this.host.dispatch({ type: 'linkConfirmed', confirmed: outcome.confirmed });
    } catch {
      // A failed poll is retried on the next tick; the HTTP layer already said what went wrong.
    } finally {
      this.polling = false;
    }
  }

  /** A failed check on this contact, live: the awaited push or link it names ends at once. */
  checkFailed(event: ContactVerificationFailed): void {
    const flow = this.host.flow();
    if (!isAwaited(flow) || flow.validationId !== event.validationId) return;
    const reason = event.reason === 'NotOnCall' || event.reason === 'WrongNumber' ? event.reason : null;
    this.host.ended({ type: 'awaitedEnded', how: event.reason === 'TimedOut' ? 'expired' : 'denied', reason });
  }
}
