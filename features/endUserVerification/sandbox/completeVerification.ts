import type { ContactVerificationPassedWire, VerificationRecordWire } from '../adapters/wire/verificationWire';
import type { SandboxState } from '@features/api/sandbox';
import type { OutboxEntry } from './VerificationLedger';
import { recordInWorld } from './recordInWorld';

/** The hub event name (spec section 9). */
export const CONTACT_VERIFICATION_PASSED = 'ContactVerificationPassed';

/**
 * A verification passed (and, when the policy asked, was approved by `approvedBy`): the entry keeps its record, the world's contact gets the history entry and
 * its verified item, and the technicians of the tenant hear it live through the hub.
 */
export function completeVerification(
  state: SandboxState,
  entry: OutboxEntry,
  approvedBy: string | null = null,
): VerificationRecordWire {
  if (entry.record) return entry.record;
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
  };
  entry.record = record;
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
    };
    state.realtime.publishToTenant(entry.tenantId, CONTACT_VERIFICATION_PASSED, event);
  }
  return record;
}
