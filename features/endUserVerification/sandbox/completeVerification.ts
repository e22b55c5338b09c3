import type {
  ApprovalTraceWire,
  ContactVerificationPassedWire,
  VerificationRecordWire,
} from '../adapters/wire/verificationWire';
import { callOf, methodsPassed, touch } from './calls/callRecords';
import type { SandboxState } from '@features/api/sandbox';
import type { OutboxEntry } from './VerificationLedger';
import { recordInWorld } from './recordInWorld';

/** The hub event name (spec section 9). */
export const CONTACT_VERIFICATION_PASSED = 'ContactVerificationPassed';

/**
 * A verification passed (and, when the policy asked, was approved: `approval` is the manager's answer): the
 * entry keeps its record, the call's record counts the method (verified once it has the methods it needs), the
 * world's contact gets the history entry and its verified item, and the tenant's technicians hear it live.
 */
export function completeVerification(
  state: SandboxState,
  entry: OutboxEntry,
  approval: ApprovalTraceWire | null = null,
): VerificationRecordWire {
  if (entry.record) return entry.record;
  const approvedBy = approval?.By ?? null;
  const record: VerificationRecordWire = {
    ContactId: entry.contactId,
    Value: entry.recipient,
    ValidationType: entry.channel,
    InspectorName: entry.inspectorName,
    Note: entry.note,
    Date: new Date().toISOString(),
    CallerRequest: entry.request,
    CallId: entry.callId,
    TicketId: entry.ticketId,
    TicketNumber: entry.ticketNumber,
    InspectorId: entry.inspectorId,
    ...(approvedBy ? { ApprovedBy: approvedBy } : {}),
    ...(approval ? { Approval: approval } : {}),
  };
  entry.record = record;
  countOnCall(state, entry, record);
  entry.status = entry.code === null ? 'approved' : 'verified';
  if (entry.verifyLink) entry.verifyLink.state = 'verified';
  const contact = state.world.contacts.find((c) => c.id === entry.contactId && c.psaId === entry.psaId);
  if (contact) recordInWorld(contact, record);
  // Every technician of the tenant hears it: pods open on the contact show it at once (the pod that made
  // the check records it once, whichever of its answer and this event comes first).
  {
    const event: ContactVerificationPassedWire = {
      contactId: entry.contactId,
      psaId: entry.psaId,
      value: record.Value,
      validationType: record.ValidationType,
      inspectorName: record.InspectorName,
      note: record.Note,
      date: record.Date,
      request: entry.request,
      callId: entry.callId,
      ticketId: entry.ticketId,
      ticketNumber: entry.ticketNumber,
      inspectorId: entry.inspectorId,
      ...(approvedBy ? { approvedBy } : {}),
      ...(approval
        ? { approval: { by: approval.By, decision: approval.Decision, reason: approval.Reason, at: approval.At } }
        : {}),
    };
    state.realtime.publishToTenant(entry.tenantId, CONTACT_VERIFICATION_PASSED, event);
  }
  return record;
}

/** The call's record counts the method: verified once it has as many different methods as the request needs. */
function countOnCall(state: SandboxState, entry: OutboxEntry, record: VerificationRecordWire): void {
  const call = callOf(state, entry.tenantId, entry.callId);
  if (!call) return;
  call.passed.push({
    validationId: entry.id,
    validationType: entry.channel,
    value: entry.recipient,
    note: entry.note,
    at: record.Date,
  });
  if (call.held?.validationId === entry.id) call.held = null;
  if (call.status !== 'verified' && call.status !== 'denied') {
    const complete = methodsPassed(call) >= call.methodsNeeded && call.held === null;
    call.status = complete ? 'verified' : 'partial';
    if (complete) call.verifiedAt = record.Date;
  }
  touch(state, call);
}
