import type {
  ContactVerificationFailedWire,
  FailureReasonWire,
  VerificationSettingsWire,
} from '../adapters/wire/verificationWire';
import type { SandboxState } from '@features/api/sandbox';
import { contactKey, ledgerOf, type OutboxEntry, type SandboxFailure } from './VerificationLedger';

/** The hub event name of a failed check (a project addition beside spec section 9's passing event). */
export const CONTACT_VERIFICATION_FAILED = 'ContactVerificationFailed';

/**
 * A check failed: the tenant's log gets it, the contact is locked once the failures within the window
 * reach `lockAt`, and every technician of the tenant hears it live (their pods show repeated failures).
 */
export function recordFailure(
  state: SandboxState,
  entry: OutboxEntry,
  reason: FailureReasonWire,
  settings: VerificationSettingsWire,
  now = Date.now(),
): void {
  const ledger = ledgerOf(state);
  const failure: SandboxFailure = {
    tenantId: entry.tenantId,
    psaId: entry.psaId,
    contactId: entry.contactId,
    validationId: entry.id,
    date: new Date(now).toISOString(),
    validationType: entry.channel,
    inspectorName: entry.inspectorName,
    reason,
    value: entry.recipient,
    callId: entry.callId,
  };
  ledger.failures.unshift(failure);
  const policy = settings.failedAttempts;
  const key = contactKey(entry.tenantId, entry.psaId, entry.contactId);
  const recent = failuresWithin(state, entry.tenantId, entry.psaId, entry.contactId, policy.windowMinutes, now);
  if (recent.length >= policy.lockAt && !((ledger.locks.get(key) ?? 0) > now))
    ledger.locks.set(key, now + policy.lockMinutes * 60_000);
  const event: ContactVerificationFailedWire = {
    contactId: failure.contactId,
    psaId: failure.psaId,
    validationId: failure.validationId,
    validationType: failure.validationType,
    inspectorName: failure.inspectorName,
    reason: failure.reason,
    value: failure.value,
    date: failure.date,
    callId: failure.callId,
  };
  state.realtime.publishToTenant(entry.tenantId, CONTACT_VERIFICATION_FAILED, event);
}

/** A contact's failures within the window, newest first. */
export function failuresWithin(
  state: SandboxState,
  tenantId: string,
  psaId: string,
  contactId: string,
  windowMinutes: number,
  now = Date.now(),
): SandboxFailure[] {
  const since = now - windowMinutes * 60_000;
  return ledgerOf(state).failures.filter(
    (f) => f.tenantId === tenantId && f.psaId === psaId && f.contactId === contactId && Date.parse(f.date) > since,
  );
}

/** Until when sends to the contact are refused (epoch ms), or null. */
export function lockedUntil(
  state: SandboxState,
  tenantId: string,
  psaId: string,
  contactId: string,
  now = Date.now(),
): number | null {
  const until = ledgerOf(state).locks.get(contactKey(tenantId, psaId, contactId));
  return until !== undefined && until > now ? until : null;
}

/**
 * Ends a code, push or link whose time is up and returns the entry's status. A push that timed out is a
 * failed attempt (the person did not answer); a code or link that simply ran out is not.
 */
export function refreshEntry(
  state: SandboxState,
  entry: OutboxEntry,
  settings: () => VerificationSettingsWire,
  now = Date.now(),
): OutboxEntry['status'] {
  if ((entry.status === 'sent' || entry.status === 'pending') && now >= Date.parse(entry.expiresAt))
    expire(state, entry, settings());
  return entry.status;
}

/** Makes a code, push or link run out now (its time was up, or the console said so). */
export function expire(state: SandboxState, entry: OutboxEntry, settings: VerificationSettingsWire): void {
  entry.status = 'expired';
  if (entry.verifyLink && entry.verifyLink.state !== 'verified' && entry.verifyLink.state !== 'denied')
    entry.verifyLink.state = 'expired';
  if (entry.code === null && !entry.verifyLink) recordFailure(state, entry, 'TimedOut', settings);
}
