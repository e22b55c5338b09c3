import type { ContactVerificationPassedWire, VerificationRecordWire } from '../adapters/wire/verificationWire';
import type { SandboxState } from '../../../sandbox/contract/SandboxState';
import type { OutboxEntry } from './VerificationLedger';
import { recordInWorld } from './recordInWorld';

/** The hub event name (spec section 9). */
export const CONTACT_VERIFICATION_PASSED = 'ContactVerificationPassed';

/**
 * A verification passed: the entry keeps its record, the world's contact gets the history entry and
 * its verified item. When the end user completed it on their side (approved a push, opened a link),
 * the technicians of the tenant hear it live through the hub.
 */
export function completeVerification(state: SandboxState, entry: OutboxEntry, by: 'technician' | 'endUser'): VerificationRecordWire {
  if (entry.record) return entry.record;
  const record: VerificationRecordWire = {
    ContactId: entry.contactId,
    Value: entry.recipient,
    ValidationType: entry.channel,
    InspectorName: entry.inspectorName,
    Note: entry.note,
    Date: new Date().toISOString(),
  };
  entry.record = record;
  entry.status = entry.code === null ? 'approved' : 'verified';
  const contact = state.world.contacts.find((c) => c.id === entry.contactId && c.psaId === entry.psaId);
  if (contact) recordInWorld(contact, record);
  if (by === 'endUser') {
    const event: ContactVerificationPassedWire = {
      contactId: entry.contactId,
      psaId: entry.psaId,
      value: record.Value,
      validationType: record.ValidationType,
      inspectorName: record.InspectorName,
      note: record.Note,
      date: record.Date,
    };
    state.realtime.publishToTenant(entry.tenantId, CONTACT_VERIFICATION_PASSED, event);
  }
  return record;
}
