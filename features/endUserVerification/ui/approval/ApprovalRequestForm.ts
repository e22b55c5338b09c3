import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { AsyncAction } from '@features/api/ui';
import type { ApprovalPerson } from '../../core/approval/Approval';
import type { ApprovalApi } from '../../core/approval/ApprovalApi';
import { choosableApprovers, refusalText } from '../../core/approval/approvalRules';

/** Where the tenant's approvers stand: asked once per form, again after a failure. */
export type ApproversState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * The technician's request for a manager's approval: whom to ask (any of the tenant's approvers but
 * themselves) and why. Checked before it goes, with each problem beside its field.
 */
export class ApprovalRequestForm {
  approvers: ApprovalPerson[] = [];
  approversState: ApproversState = 'idle';
  approverId = '';
  reason = '';
  /** Set once the technician tried to ask: the fields' problems show from then on. */
  touched = false;
  /** How many times the technician tried to ask (a step of the work: the focus goes to a field to correct). */
  tries = 0;
  private readonly loading = new AsyncAction(() => this.api.approvers());

  constructor(
    private readonly api: Pick<ApprovalApi, 'approvers'>,
    private readonly requesterId: string | null,
  ) {
    makeObservable<ApprovalRequestForm, 'setApprovers'>(this, {
      approvers: observableRef,
      approversState: observable,
      approverId: observable,
      reason: observable,
      touched: observable,
      tries: observable,
      approverError: computed,
      reasonError: computed,
      setApprover: action,
      setReason: action,
      touch: action,
      reset: action,
      setApprovers: action,
    });
  }

  /** Why the approvers could not be read (the list's own message, shown with Try again). */
  get approversError(): string | null {
    return this.loading.error;
  }

  /** Reads the approvers; nothing while they are loaded or on their way. */
  async loadApprovers(): Promise<void> {
    if (this.approversState === 'loading' || this.approversState === 'loaded') return;
    this.setApprovers('loading', []);
    const approvers = await this.loading.run();
    if (!approvers) return this.setApprovers('failed', []);
    const choosable = choosableApprovers(approvers, this.requesterId ?? '');
    this.setApprovers('loaded', choosable);
    // One approver: chosen for the technician, who still says why.
    if (choosable.length === 1 && !this.approverId) this.setApprover(choosable[0]!.id);
  }

  get approverError(): string | null {
    if (!this.touched) return null;
    return this.approvers.some((a) => a.id === this.approverId) ? null : 'Choose who approves this verification.';
  }

  get reasonError(): string | null {
    return this.touched && this.reason.trim() === '' ? refusalText('reasonMissing') : null;
  }

  setApprover(id: string): void {
    this.approverId = id;
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  /** Shows the fields' problems; true when the request may go. */
  touch(): boolean {
    this.touched = true;
    this.tries += 1;
    return !this.approverError && !this.reasonError;
  }

  /** After an expired request, asked again: the approver and reason stay, their problems go. */
  reset(): void {
    this.touched = false;
  }

  private setApprovers(state: ApproversState, approvers: ApprovalPerson[]): void {
    this.approversState = state;
    this.approvers = approvers;
  }
}
