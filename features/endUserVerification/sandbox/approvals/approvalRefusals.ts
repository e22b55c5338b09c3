import type { SandboxState, SandboxUser } from '@features/api/sandbox';
import type { ApprovalPersonWire, ApprovalWire } from '../../adapters/wire/approvalWire';
import { ledgerOf, type OutboxEntry } from '../VerificationLedger';
import { approvalLedgerOf, approversOf, refreshApproval } from './ApprovalLedger';
import { callOf } from '../calls/callRecords';

/** A refused request or answer: its status and the reason the pod or the approver page shows. */
export interface Refusal {
  status: 400 | 403 | 409;
  message: string;
}

const RECORDED: Refusal = {
  status: 409,
  message: 'This verification is already recorded: nothing is left to approve. Verify again starts a new request.',
};

/** Whether the entry's call is verified already (nothing of it is left to approve). */
function callVerified(state: SandboxState, entry: OutboxEntry): boolean {
  return entry.record !== null || callOf(state, entry.tenantId, entry.callId)?.status === 'verified';
}

/** The backend's copy of the SPA's request rule (features/endUserVerification/core/approval/approvalRules.ts). */
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
  const { user, entry, approverId } = ask;
  if (callVerified(state, entry)) return RECORDED;
  const ofContact = approvalLedgerOf(state)
    .approvals.filter((a) => a.psaId === entry.psaId && a.contactId === entry.contactId)
    .map((a) => refreshApproval(state, entry.tenantId, a));
  const open = ofContact.find((a) => a.state === 'requested');
  if (open)
    return {
      status: 409,
      message: `This contact's verification is already awaiting approval by ${open.approver.name}.`,
    };
  const denied = ofContact.find((a) => a.validationId === entry.id && a.state === 'denied');
  if (denied)
    return {
      status: 409,
      message: `${denied.answer?.by.name ?? 'An approver'} denied this verification: start over with a new check.`,
    };
  if (approverId === user.id)
    return { status: 400, message: 'You cannot approve your own verification: choose another approver.' };
  if (!ask.approvers.some((a) => a.id === approverId))
    return { status: 400, message: 'Only an approver of your company can answer a verification approval.' };
  if (!ask.reason) return { status: 400, message: 'Say why you need this approval.' };
  return null;
}

/** The backend's copy of the SPA's answer rule: once, by another approver, in time, while unrecorded. */
export function answerRefusal(
  state: SandboxState,
  attempt: { user: SandboxUser; approval: ApprovalWire; decision: 'approve' | 'deny'; reason: string },
): Refusal | null {
  const { user, approval } = attempt;
  if (approval.state === 'approved' || approval.state === 'denied') {
    const by = approval.answer?.by.name ?? 'An approver';
    return { status: 409, message: `${by} already ${approval.state} this verification.` };
  }
  if (approval.state === 'expired')
    return { status: 409, message: 'This approval request expired: the technician must ask again.' };
  if (approval.requester.id === user.id)
    return { status: 403, message: 'You asked for this approval: another approver must answer it.' };
  if (!approversOf(state, user.tenantId).some((a) => a.id === user.id))
    return { status: 403, message: 'Only an approver of your company can answer a verification approval.' };
  const outbox = ledgerOf(state).outbox;
  const entry = outbox.find((e) => e.id === approval.validationId);
  if (!entry || callVerified(state, entry)) return RECORDED;
  if (attempt.decision === 'deny' && !attempt.reason)
    return { status: 400, message: 'Say why you deny this verification.' };
  return null;
}
