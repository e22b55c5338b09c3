import { AppError } from '@features/api/core';
import type { Approval, ApprovalPerson } from '../approval/Approval';
import type { ApprovalApi } from '../approval/ApprovalApi';
import { answerApproval, refusalText, requestRefusal } from '../approval/approvalRules';

export const MAX: ApprovalPerson = { id: 'u-max', name: 'Max Factor' };
export const DANA: ApprovalPerson = { id: 'u-dana', name: 'Dana Duo' };
export const TESS: ApprovalPerson = { id: 'u-tech', name: 'Tess Tech' };

/**
 * Approvals kept in memory by the core's own rules, for store tests: requests are refused as the backend
 * refuses them (AppError with the reason), and `answerAs` plays the approver. Records every call in order.
 */
export class MemoryApprovalApi implements ApprovalApi {
  readonly calls: string[] = [];
  readonly approvals: Approval[] = [];
  /** The tenant's approvers, the signed-in technician among them (the backend leaves them out of the list). */
  approverList: ApprovalPerson[] = [MAX, DANA, TESS];
  /** Told every request and answer (a test links it to the backend's call records). */
  onChange: (approval: Approval) => void = () => undefined;
  /** Set to make the next call of that name fail as a dropped network would. */
  failNext: 'approvers' | 'request' | 'approval' | null = null;

  constructor(
    private readonly now: () => number,
    private readonly requester: ApprovalPerson = TESS,
    private readonly contact = { psaId: 'acme-cw', contactId: 'c-bob', contactName: 'Bob Brown' },
  ) {}

  async approvers(): Promise<ApprovalPerson[]> {
    this.calls.push('approvers');
    this.failed('approvers');
    return this.approverList.filter((a) => a.id !== this.requester.id);
  }

  async request(validationId: string, approverId: string, reason: string): Promise<Approval> {
    this.calls.push(`request:${validationId}:${approverId}`);
    this.failed('request');
    const open = this.approvals.find((a) => a.state === 'requested' && a.contactId === this.contact.contactId) ?? null;
    const refusal = requestRefusal({
      requester: this.requester,
      approverId,
      reason,
      approvers: this.approverList,
      recorded: false,
      open,
      denied: this.approvals.find((a) => a.validationId === validationId && a.state === 'denied') ?? null,
    });
    if (refusal) throw new AppError('server', refusalText(refusal, open ?? undefined), 409);
    const approval: Approval = {
      id: `ap-${this.approvals.length + 1}`,
      validationId,
      ...this.contact,
      ticketId: '1002',
      request: 'PasswordReset',
      requester: this.requester,
      approver: this.approverList.find((a) => a.id === approverId)!,
      reason,
      requestedAt: this.now(),
      expiresAt: this.now() + 10 * 60_000,
      state: 'requested',
      answer: null,
    };
    this.approvals.unshift(approval);
    this.onChange(approval);
    return approval;
  }

  async approval(approvalId: string): Promise<Approval> {
    this.calls.push(`approval:${approvalId}`);
    this.failed('approval');
    const approval = this.approvals.find((a) => a.id === approvalId);
    if (!approval) throw new AppError('server', 'No such approval request.', 404);
    return approval;
  }

  async answer(approvalId: string, decision: 'approve' | 'deny', reason: string): Promise<Approval> {
    return this.answerAs(MAX, approvalId, decision, reason);
  }

  async pending(): Promise<Approval[]> {
    return this.approvals.filter((a) => a.state === 'requested');
  }

  async openOnContact(psaId: string, contactId: string): Promise<Approval[]> {
    this.calls.push(`openOnContact:${psaId}:${contactId}`);
    return this.approvals.filter((a) => a.state === 'requested' && a.contactId === contactId && a.psaId === psaId);
  }

  /** An approver answers, by the core's rules; the stored approval is replaced by the answered one. */
  answerAs(by: ApprovalPerson, approvalId: string, decision: 'approve' | 'deny', reason: string): Approval {
    const index = this.approvals.findIndex((a) => a.id === approvalId);
    const result = answerApproval(this.approvals[index]!, {
      by,
      decision,
      reason,
      now: this.now(),
      approvers: this.approverList,
      recorded: false,
    });
    if (!result.ok) throw new AppError('server', result.text, 409);
    this.approvals[index] = result.approval;
    this.onChange(result.approval);
    return result.approval;
  }

  private failed(call: 'approvers' | 'request' | 'approval'): void {
    if (this.failNext !== call) return;
    this.failNext = null;
    throw new AppError('network', 'The server could not be reached. Check your connection and try again.');
  }
}
