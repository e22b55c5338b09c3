import type { SandboxState, SandboxVerificationAttempt } from '@features/api/sandbox';
import { callOf, methodsPassed } from './calls/callRecords';
import type { SandboxCall } from './calls/SandboxCall';
import { approvalLedgerOf } from './approvals/ApprovalLedger';
import { ledgerOf, type OutboxEntry, type SandboxChannel } from './VerificationLedger';

const METHOD_OF: Readonly<Record<SandboxChannel, SandboxVerificationAttempt['methods'][number]>> = {
  SMS: 'sms',
  Email: 'email',
  Link: 'link',
  'Duo Push': 'duo',
  'Microsoft Push': 'microsoft',
  Teams: 'teams',
};

/**
 * The tenant's sends that have ended, as verification attempts for the sandbox's report, each read with its call's
 * record: a check that passed is verified only once its call is (1 of 2 methods until the second passes, awaiting
 * approval while a manager holds it, denied when one denied it); a failed, expired or locked send is what it was;
 * a send still waiting without a wrong code is not an attempt's end yet and is left out. The approver and their
 * reason are named on every attempt of a call a manager answered.
 */
export function verificationAttemptsOf(state: SandboxState, tenantId: string): SandboxVerificationAttempt[] {
  const attempts: SandboxVerificationAttempt[] = [];
  for (const entry of ledgerOf(state).outbox) {
    const attempt = entry.tenantId === tenantId ? attemptOf(state, entry) : null;
    if (attempt) attempts.push(attempt);
  }
  return attempts;
}

/** One send as an attempt, with its call's result, approver and reason; null while it has not ended. */
function attemptOf(state: SandboxState, entry: OutboxEntry): SandboxVerificationAttempt | null {
  const call = callOf(state, entry.tenantId, entry.callId);
  const result = resultOf(entry, call);
  if (!result) return null;
  const company = state.world.companies.find((c) => c.id === entry.companyId && c.psaId === entry.psaId);
  const answer = call?.approvalId ? (approvalLedgerOf(state).find(call.approvalId)?.answer ?? null) : null;
  return {
    id: `euv-${entry.id}`,
    at: entry.time,
    technician: { id: entry.inspectorId, name: entry.inspectorName },
    contactName: entry.contactName,
    company: { id: entry.companyId, name: company?.name ?? entry.companyId },
    ticketNumber: entry.ticketNumber,
    methods: [METHOD_OF[entry.channel]],
    result,
    request: entry.request,
    methodsNeeded: call?.methodsNeeded ?? 1,
    methodsPassed: call ? methodsPassed(call) : entry.record ? 1 : 0,
    approver: answer?.by.name ?? null,
    approvalReason: answer ? answer.reason : null,
    note: entry.note,
    verifiedAt: result === 'verified' ? (call?.verifiedAt ?? entry.record?.Date ?? null) : null,
  };
}

function resultOf(entry: OutboxEntry, call: SandboxCall | null): SandboxVerificationAttempt['result'] | null {
  const passed = entry.record !== null || entry.status === 'passed';
  if (passed) {
    if (!call) return entry.record ? 'verified' : 'awaitingApproval';
    if (call.status === 'denied') return 'denied';
    if (call.status === 'verified') return 'verified';
    return call.status === 'held' ? 'awaitingApproval' : 'partial';
  }
  switch (entry.status) {
    case 'denied':
      return 'denied';
    case 'expired':
      return 'expired';
    case 'locked':
      return 'lockedOut';
    default:
      return entry.wrongAttempts > 0 ? 'failed' : null;
  }
}
