import type { SandboxState } from '@features/api/sandbox';
import type { VerificationRecordWire } from '../../adapters/wire/verificationWire';
import { completeVerification } from '../completeVerification';
import { settingsForCompany } from '../resolveTarget';
import { ledgerOf, type OutboxEntry } from '../VerificationLedger';

/**
 * The check of a code, push or link passed: recorded at once, or held as 'passed' when the company's approval
 * policy (the backend's copy of the SPA's rule) wants a manager first. Returns the record, or null when held.
 */
export function passVerification(state: SandboxState, entry: OutboxEntry): VerificationRecordWire | null {
  if (entry.record) return entry.record;
  if (!approvalNeededFor(state, entry)) return completeVerification(state, entry);
  entry.status = 'passed';
  // The contact did their part: their link page says so; the pod waits for the approver.
  if (entry.verifyLink) entry.verifyLink.state = 'verified';
  return null;
}

function approvalNeededFor(state: SandboxState, entry: OutboxEntry): boolean {
  const settings = settingsForCompany(state, entry.tenantId, entry.companyId);
  const ticket = entry.ticketId
    ? state.world.tickets.find((t) => t.id === entry.ticketId && t.psaId === entry.psaId)
    : undefined;
  const isTicketContact = ticket?.contactId === entry.contactId;
  // A request that needs two methods is held once, at the check that completes it: its first method is
  // recorded as any check is (one method never verifies such a call), so the manager approves the whole call.
  if (settings.twoMethodRequests.includes(entry.request) && !otherMethodRecorded(entry, ledgerOf(state).outbox))
    return false;
  return settings.approval.neededFor.some((trigger) =>
    trigger === 'otherContact' ? !isTicketContact : settings.twoMethodRequests.includes(entry.request),
  );
}

/** Another method of the entry's call was recorded already (the first of a two-method request). */
function otherMethodRecorded(entry: OutboxEntry, outbox: readonly OutboxEntry[]): boolean {
  return outbox.some(
    (other) =>
      other !== entry &&
      other.record !== null &&
      other.channel !== entry.channel &&
      other.tenantId === entry.tenantId &&
      other.psaId === entry.psaId &&
      other.contactId === entry.contactId &&
      other.callId === entry.callId,
  );
}

/** The held checks of the entry's call (two methods of one call are approved together). */
export function heldOfCall(entry: OutboxEntry, outbox: readonly OutboxEntry[]): OutboxEntry[] {
  return outbox.filter(
    (other) =>
      other.status === 'passed' &&
      other.tenantId === entry.tenantId &&
      other.psaId === entry.psaId &&
      other.contactId === entry.contactId &&
      other.callId === entry.callId,
  );
}

/** Whether the contact's verification on this call is recorded (by this check, or another of the same call). */
export function recordedForCall(entry: OutboxEntry, outbox: readonly OutboxEntry[]): boolean {
  return (
    entry.record !== null ||
    outbox.some(
      (other) =>
        other.record !== null &&
        other.tenantId === entry.tenantId &&
        other.psaId === entry.psaId &&
        other.contactId === entry.contactId &&
        other.callId === entry.callId,
    )
  );
}
