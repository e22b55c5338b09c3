import { action, makeObservable, observable } from 'mobx';
import { AsyncAction } from '@features/api/ui';
import { refusalText } from '../../core/approval/approvalRules';

export type ApprovalDecision = 'approve' | 'deny';

/**
 * One row's answer: the reason being typed, the deny's inline problem when it has none (caught before anything is
 * sent, in the backend's words), and the answer in flight: one at a time, so a second click while it is pending
 * (Approve twice, or Deny after Approve) sends nothing. A refusal stays as `error` until the next answer.
 */
export class ApprovalAnswerForm {
  reason = '';
  problem: string | null = null;
  decision: ApprovalDecision | null = null;
  readonly sending: AsyncAction<[ApprovalDecision, string], void>;

  constructor(
    readonly approvalId: string,
    send: (decision: ApprovalDecision, reason: string) => Promise<void>,
  ) {
    this.sending = new AsyncAction(send);
    makeObservable(this, {
      reason: observable,
      problem: observable,
      decision: observable,
      edit: action,
      submit: action,
    });
  }

  edit(reason: string): void {
    this.reason = reason;
    if (reason.trim()) this.problem = null;
  }

  /** Sends the answer; false when a deny has no reason (the page moves the focus to the field). */
  submit(decision: ApprovalDecision): boolean {
    if (this.sending.pending) return true;
    const reason = this.reason.trim();
    if (decision === 'deny' && !reason) {
      this.problem = refusalText('denyReasonMissing');
      return false;
    }
    this.problem = null;
    this.decision = decision;
    void this.sending.run(decision, reason);
    return true;
  }
}
