import type { SandboxState, SandboxUser } from '@features/api/sandbox';
import type { ApprovalPersonWire, ApprovalWire } from '../../adapters/wire/approvalWire';
import type { Approval } from '../../core/approval/Approval';
import {
  answerApproval,
  refusalText,
  requestRefusal as requestRule,
  type AnswerRefusal,
  type RequestRefusal,
} from '../../core/approval/approvalRules';
import { callOf } from '../calls/callRecords';
import { ledgerOf, type OutboxEntry } from '../VerificationLedger';
import { approvalLedgerOf, approversOf, refreshApproval } from './ApprovalLedger';

/** A refused request or answer: its status and the reason the pod or the approver page shows. */
export interface Refusal {
  status: 400 | 403 | 409;
  message: string;
}

const STATUS: Readonly<Record<RequestRefusal | AnswerRefusal, Refusal['status']>> = {
  selfApproval: 400,
  notAnApprover: 400,
  reasonMissing: 400,
  denyReasonMissing: 400,
  requesterAnswers: 403,
  alreadyRecorded: 409,
  alreadyAwaiting: 409,
  alreadyDenied: 409,
  alreadyAnswered: 409,
  expired: 409,
};

/** Whether the entry's call is verified already (nothing of it is left to approve). */
function callVerified(state: SandboxState, entry: OutboxEntry): boolean {
  return entry.record !== null || callOf(state, entry.tenantId, entry.callId)?.status === 'verified';
}

/** A request for approval, refused by the pod's own rule (`approvalRules.requestRefusal`) with its words. */
export function requestRefusal(
  state: SandboxState,
  ask: {
    user: SandboxUser;
    entry: OutboxEntry;
    approverId: string;
    reason: string;
    approvers: readonly ApprovalPersonWire[];
  },
): Refusal | null {
  const { user, entry } = ask;
  const ofContact = approvalLedgerOf(state)
    .approvals.filter((a) => a.psaId === entry.psaId && a.contactId === entry.contactId)
    .map((a) => refreshApproval(state, entry.tenantId, a));
  const open = ofContact.find((a) => a.state === 'requested') ?? null;
  const denied = ofContact.find((a) => a.validationId === entry.id && a.state === 'denied') ?? null;
  const refusal = requestRule({
    requester: { id: user.id, name: user.username },
    approverId: ask.approverId,
    reason: ask.reason,
    approvers: ask.approvers,
    recorded: callVerified(state, entry),
    open: open && approvalOfWire(open),
    denied: denied && approvalOfWire(denied),
  });
  if (!refusal) return null;
  const named = refusal === 'alreadyAwaiting' ? open : refusal === 'alreadyDenied' ? denied : null;
  return { status: STATUS[refusal], message: refusalText(refusal, named ? approvalOfWire(named) : undefined) };
}

/** An approver's answer, refused by the pod's own rule (`approvalRules.answerApproval`): once, by another approver, in time. */
export function answerRefusal(
  state: SandboxState,
  attempt: { user: SandboxUser; approval: ApprovalWire; decision: 'approve' | 'deny'; reason: string },
): Refusal | null {
  const { user, approval } = attempt;
  const outbox = ledgerOf(state).outbox;
  const entry = outbox.find((e) => e.id === approval.validationId);
  const result = answerApproval(approvalOfWire(approval), {
    by: { id: user.id, name: user.username },
    decision: attempt.decision,
    reason: attempt.reason,
    now: approvalLedgerOf(state).now(),
    approvers: approversOf(state, user.tenantId),
    recorded: !entry || callVerified(state, entry),
  });
  if (result.ok) return null;
  // Someone who is no approver is told so as a 403 here (the request's 400 is about whom the technician chose).
  const status = result.refusal === 'notAnApprover' ? 403 : STATUS[result.refusal];
  return { status, message: result.text };
}

/** The wire's approval as the rules read it (times as epoch milliseconds). */
function approvalOfWire(wire: ApprovalWire): Approval {
  return {
    ...wire,
    ticketId: wire.ticketId ?? null,
    requestedAt: Date.parse(wire.requestedAt),
    expiresAt: Date.parse(wire.expiresAt),
    answer: wire.answer ? { ...wire.answer, at: Date.parse(wire.answer.at) } : null,
  };
}
