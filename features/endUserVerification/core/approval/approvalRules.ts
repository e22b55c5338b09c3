import { approvalAt, type Approval, type ApprovalPerson } from './Approval';

/** Why a request for approval is refused. */
export type RequestRefusal =
  'selfApproval' | 'notAnApprover' | 'reasonMissing' | 'alreadyRecorded' | 'alreadyAwaiting' | 'alreadyDenied';

/** Why an answer is refused. */
export type AnswerRefusal =
  'requesterAnswers' | 'notAnApprover' | 'alreadyAnswered' | 'expired' | 'alreadyRecorded' | 'denyReasonMissing';

/** The refusals in the words the technician and the approver read. */
export function refusalText(refusal: RequestRefusal | AnswerRefusal, approval?: Approval): string {
  switch (refusal) {
    case 'selfApproval':
      return 'You cannot approve your own verification: choose another approver.';
    case 'requesterAnswers':
      return 'You asked for this approval: another approver must answer it.';
    case 'notAnApprover':
      return 'Only an approver of your company can answer a verification approval.';
    case 'reasonMissing':
      return 'Say why you need this approval.';
    case 'denyReasonMissing':
      return 'Say why you deny this verification.';
    case 'alreadyAwaiting':
      return `This contact's verification is already awaiting approval by ${approval?.approver.name ?? 'an approver'}.`;
    case 'alreadyDenied':
      return `${approval?.answer?.by.name ?? 'An approver'} denied this verification: start over with a new check.`;
    case 'alreadyRecorded':
      return 'This verification is already recorded: nothing is left to approve. Verify again starts a new request.';
    case 'expired':
      return 'This approval request expired: the technician must ask again.';
    case 'alreadyAnswered':
      return approval?.answer
        ? `${approval.answer.by.name} already ${approval.answer.decision === 'approve' ? 'approved' : 'denied'} this verification.`
        : 'This approval was already answered.';
  }
}

/** What a request for approval must satisfy before it goes out. */
export interface ApprovalRequestCheck {
  requester: ApprovalPerson;
  approverId: string;
  reason: string;
  approvers: readonly ApprovalPerson[];
  /** The verification this approval is for was recorded already. */
  recorded: boolean;
  /** An open request on the same contact, if any (a second technician sees whose it is). */
  open: Approval | null;
  /** A denied request for the same verification, if any: a denial is not asked around. */
  denied: Approval | null;
}

export function requestRefusal(check: ApprovalRequestCheck): RequestRefusal | null {
  if (check.recorded) return 'alreadyRecorded';
  if (check.open) return 'alreadyAwaiting';
  if (check.denied) return 'alreadyDenied';
  if (check.approverId === check.requester.id) return 'selfApproval';
  if (!check.approvers.some((a) => a.id === check.approverId)) return 'notAnApprover';
  if (check.reason.trim() === '') return 'reasonMissing';
  return null;
}

/** The approvers a technician may choose: the tenant's, never themselves. */
export function choosableApprovers(approvers: readonly ApprovalPerson[], requesterId: string): ApprovalPerson[] {
  return approvers.filter((a) => a.id !== requesterId);
}

export interface ApprovalAnswerAttempt {
  by: ApprovalPerson;
  decision: 'approve' | 'deny';
  reason: string;
  now: number;
  approvers: readonly ApprovalPerson[];
  /** The contact's verification was recorded since (by another pod, another method). */
  recorded: boolean;
}

export type AnswerResult = { ok: true; approval: Approval } | { ok: false; refusal: AnswerRefusal; text: string };

/**
 * An approver's answer: once, by one of the tenant's approvers other than the requester, before the
 * request expires and while the verification is still unrecorded. A refusal leaves the approval as it was.
 */
export function answerApproval(approval: Approval, attempt: ApprovalAnswerAttempt): AnswerResult {
  const current = approvalAt(approval, attempt.now);
  const refusal = answerRefusal(current, attempt);
  if (refusal) return { ok: false, refusal, text: refusalText(refusal, current) };
  const { by, decision, now } = attempt;
  return {
    ok: true,
    approval: {
      ...current,
      state: decision === 'approve' ? 'approved' : 'denied',
      answer: { by, decision, reason: attempt.reason.trim(), at: now },
    },
  };
}

function answerRefusal(current: Approval, attempt: ApprovalAnswerAttempt): AnswerRefusal | null {
  if (current.state === 'approved' || current.state === 'denied') return 'alreadyAnswered';
  if (current.state === 'expired') return 'expired';
  if (attempt.by.id === current.requester.id) return 'requesterAnswers';
  if (!attempt.approvers.some((a) => a.id === attempt.by.id)) return 'notAnApprover';
  if (attempt.recorded) return 'alreadyRecorded';
  if (attempt.decision === 'deny' && attempt.reason.trim() === '') return 'denyReasonMissing';
  return null;
}
