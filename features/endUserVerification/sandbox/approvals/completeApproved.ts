import type { SandboxState } from '@features/api/sandbox';
import type { ApprovalWire } from '../../adapters/wire/approvalWire';
import type { ApprovalTraceWire } from '../../adapters/wire/verificationWire';
import { callOf, touch } from '../calls/callRecords';
import { completeVerification } from '../completeVerification';
import { ledgerOf } from '../VerificationLedger';
import { heldOfCall } from './passVerification';

/** The manager's answer as the records and the history carry it. */
export function traceOf(approval: ApprovalWire): ApprovalTraceWire | null {
  const answer = approval.answer;
  return answer ? { By: answer.by.name, Decision: answer.decision, Reason: answer.reason, At: answer.at } : null;
}

/**
 * An approved request records the held checks of its call (both methods of a two-method request), each naming
 * the approver and the reason, and publishes ContactVerificationPassed for each as any verification does.
 */
export function completeApproved(state: SandboxState, approval: ApprovalWire): void {
  const outbox = ledgerOf(state).outbox;
  const entry = outbox.find((e) => e.id === approval.validationId);
  if (!entry) return;
  const trace = traceOf(approval) ?? {
    By: approval.approver.name,
    Decision: 'approve' as const,
    Reason: '',
    At: new Date().toISOString(),
  };
  // Oldest first, so the history reads in the order the methods passed.
  for (const held of heldOfCall(entry, outbox).reverse()) completeVerification(state, held, trace);
}

/**
 * A denied request: the call's record says denied, the held check goes into the contact's history as revoked
 * with the denial, and the call's other checks there carry the denial too (the history says why they do not count).
 */
export function completeDenied(state: SandboxState, approval: ApprovalWire): void {
  const outbox = ledgerOf(state).outbox;
  const entry = outbox.find((e) => e.id === approval.validationId);
  const trace = traceOf(approval);
  if (!entry || !trace) return;
  const call = callOf(state, entry.tenantId, entry.callId);
  const contact = state.world.contacts.find((c) => c.id === entry.contactId && c.psaId === entry.psaId);
  if (contact) {
    for (const line of contact.history) if (line.callId === entry.callId) line.approval = trace;
    for (const held of heldOfCall(entry, outbox))
      contact.history.unshift({
        date: call?.held?.validationId === held.id ? call.held.at : held.time,
        item: held.recipient,
        type: held.channel,
        inspector: held.inspectorName,
        notes: held.note,
        isRevoked: true,
        request: held.request,
        callId: held.callId,
        ...(held.ticketId ? { ticketId: held.ticketId } : {}),
        ...(held.ticketNumber ? { ticketNumber: held.ticketNumber } : {}),
        inspectorId: held.inspectorId,
        approval: trace,
      });
  }
  if (call) {
    call.status = 'denied';
    touch(state, call);
  }
}
