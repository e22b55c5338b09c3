import type { SandboxState, SandboxVerificationAttempt } from '@features/api/sandbox';
import type { ApprovalWire } from '../adapters/wire/approvalWire';
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
 * The tenant's sends that have ended, as verification attempts for the sandbox's report: verified or approved,
 * denied, expired, locked (five wrong codes), and a code still open after a wrong one counts as failed. A send still
 * waiting without a wrong code is not an attempt's end yet and is left out; so is a check held for a manager until
 * the manager denies it. The approver is named on a check a manager approved or denied.
 */
export function verificationAttemptsOf(state: SandboxState, tenantId: string): SandboxVerificationAttempt[] {
  const attempts: SandboxVerificationAttempt[] = [];
  const approvals = approvalLedgerOf(state).approvals;
  for (const entry of ledgerOf(state).outbox) {
    if (entry.tenantId !== tenantId) continue;
    const denial = entry.status === 'passed' ? deniedApproval(approvals, entry.id) : null;
    const result = denial ? 'denied' : resultOf(entry);
    if (!result) continue;
    const company = state.world.companies.find((c) => c.id === entry.companyId && c.psaId === entry.psaId);
    attempts.push({
      id: `euv-${entry.id}`,
      at: entry.time,
      technician: { id: entry.inspectorId, name: entry.inspectorName },
      contactName: entry.contactName,
      company: { id: entry.companyId, name: company?.name ?? entry.companyId },
      ticketNumber: entry.ticketNumber,
      methods: [METHOD_OF[entry.channel]],
      result,
      approver: entry.record?.ApprovedBy ?? denial?.answer?.by.name ?? null,
      note: entry.note,
      verifiedAt: entry.record?.Date ?? null,
    });
  }
  return attempts;
}

function resultOf(entry: OutboxEntry): SandboxVerificationAttempt['result'] | null {
  switch (entry.status) {
    case 'verified':
    case 'approved':
      return 'verified';
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

/** The manager's denial of a held check, if a manager denied it (a denied verification is not asked again). */
function deniedApproval(approvals: readonly ApprovalWire[], validationId: string): ApprovalWire | null {
  return approvals.find((a) => a.validationId === validationId && a.state === 'denied') ?? null;
}
