import type { SandboxState } from '@features/api/sandbox';
import type { VerificationRecordWire } from '../../adapters/wire/verificationWire';
import { callOf, methodsPassed, touch } from '../calls/callRecords';
import type { SandboxCall } from '../calls/SandboxCall';
import { completeVerification } from '../completeVerification';
import { approvalNeeded } from '../../core/approval/approvalPolicy';
import { settingsForCompany } from '../resolveTarget';
import type { OutboxEntry } from '../VerificationLedger';

/**
 * The check of a code, push or link passed: recorded at once, or held as 'passed' when the company's approval
 * policy (the backend's copy of the SPA's rule) wants a manager first. Returns the record, or null when held.
 */
export function passVerification(state: SandboxState, entry: OutboxEntry): VerificationRecordWire | null {
  if (entry.record) return entry.record;
  const call = callOf(state, entry.tenantId, entry.callId);
  if (call?.status === 'held') return hold(state, entry, null); // one held check waits for the call's one approval
  if (!approvalNeededFor(state, entry, call)) return completeVerification(state, entry);
  return hold(state, entry, call);
}

/** Held for a manager: the check waits as 'passed', and the call's record says so (once per call). */
function hold(state: SandboxState, entry: OutboxEntry, call: SandboxCall | null): null {
  entry.status = 'passed';
  // The contact did their part: their link page says so; the pod waits for the approver.
  if (entry.verifyLink) entry.verifyLink.state = 'verified';
  if (call) {
    call.held = {
      validationId: entry.id,
      validationType: entry.channel,
      value: entry.recipient,
      note: entry.note,
      at: now(),
    };
    call.status = 'held';
    touch(state, call);
  }
  return null;
}

/**
 * A request that needs two methods is held once, at the check that completes it: its first method is recorded
 * as any check is (one method never verifies such a call), so the manager's one approval covers the whole call.
 */
function approvalNeededFor(state: SandboxState, entry: OutboxEntry, call: SandboxCall | null): boolean {
  if (call && methodsPassed(call, { validationType: entry.channel, value: entry.recipient }) < call.methodsNeeded)
    return false;
  const settings = settingsForCompany(state, entry.tenantId, entry.companyId);
  const ticket = entry.ticketId
    ? state.world.tickets.find((t) => t.id === entry.ticketId && t.psaId === entry.psaId)
    : undefined;
  // The pod's own rule: the policy's triggers, another contact than the ticket's, a high-risk request.
  return approvalNeeded(settings.approval, {
    isTicketContact: ticket?.contactId === entry.contactId,
    request: entry.request,
    highRiskRequests: settings.twoMethodRequests,
  });
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

function now(): string {
  return new Date().toISOString();
}
