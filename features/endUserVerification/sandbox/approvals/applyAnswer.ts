import type { SandboxState, SandboxUser } from '@features/api/sandbox';
import type { ApprovalWire } from '../../adapters/wire/approvalWire';
import { approvalLedgerOf, publishApproval } from './ApprovalLedger';
import { answerRefusal, type Refusal } from './approvalRefusals';
import { completeApproved, completeDenied } from './completeApproved';

/**
 * An approver's answer, from the app or from the console's message: refused with its reason, or applied
 * (approving records the held checks) and published to the tenant.
 */
export function applyAnswer(
  state: SandboxState,
  user: SandboxUser,
  approval: ApprovalWire,
  decision: 'approve' | 'deny',
  reason: string,
): Refusal | ApprovalWire {
  const refused = answerRefusal(state, { user, approval, decision, reason });
  if (refused) return refused;
  approval.state = decision === 'approve' ? 'approved' : 'denied';
  const at = new Date(approvalLedgerOf(state).now()).toISOString();
  approval.answer = { by: { id: user.id, name: user.username }, decision, reason, at };
  if (decision === 'approve') completeApproved(state, approval);
  else completeDenied(state, approval);
  publishApproval(state, user.tenantId, approval);
  return approval;
}

export function isRefusal(result: Refusal | ApprovalWire): result is Refusal {
  return 'message' in result;
}
