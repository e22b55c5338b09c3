import type { SandboxState } from '@features/api/sandbox';
import type { ApprovalWire } from '../../adapters/wire/approvalWire';
import { completeVerification } from '../completeVerification';
import { ledgerOf } from '../VerificationLedger';
import { heldOfCall } from './passVerification';

/**
 * An approved request records the held checks of its call (both methods of a two-method request), each naming
 * the approver, and publishes ContactVerificationPassed for each as any verification does.
 */
export function completeApproved(state: SandboxState, approval: ApprovalWire): void {
  const outbox = ledgerOf(state).outbox;
  const entry = outbox.find((e) => e.id === approval.validationId);
  if (!entry) return;
  const approvedBy = approval.answer?.by.name ?? approval.approver.name;
  // Oldest first, so the history reads in the order the methods passed.
  for (const held of heldOfCall(entry, outbox).reverse()) completeVerification(state, held, approvedBy);
}
