import {
  CALLER_REQUESTS,
  type CallerRequest,
  type VerificationSettingsWire,
  type VerificationTargetBody,
} from '../adapters/wire/verificationWire';
import type { SandboxContact, SandboxUser, SandboxState } from '@features/api/sandbox';
import { mergeSettings, type VerificationSettings } from '../core/VerificationSettings';
import { failuresWithin, lockedUntil } from './failureLog';
import { ledgerOf, seededCompanyOverrides } from './VerificationLedger';

export type Resolved =
  | {
      ok: true;
      contact: SandboxContact;
      settings: VerificationSettingsWire;
      ticketId: string | null;
      /** The ticket's number ("T1001"), recorded with the verification so other pods can name it. */
      ticketNumber: string | null;
      note: string;
      request: CallerRequest;
      callId: string;
    }
  | { ok: false; status: 400 | 404; message: string }
  | { ok: false; status: 429; message: string; lockedUntil: string };

/** The tenant's settings with a company's overrides applied: the pod's own rule (`mergeSettings`), one place. */
export function settingsForCompany(state: SandboxState, tenantId: string, companyId: string): VerificationSettings {
  return mergeSettings(ledgerOf(state).settingsFor(tenantId), seededCompanyOverrides(companyId));
}

/**
 * Checks a send/push/link body as the backend would: the integration is the technician's, the contact is
 * in it, sends are not locked after repeated failures, and a note is there when one is needed (another
 * contact than the ticket's own, when the settings ask; repeated failures on the contact, always).
 */
export function resolveTarget(state: SandboxState, user: SandboxUser, body: Partial<VerificationTargetBody>): Resolved {
  const psa = state.world.psas.find((p) => p.psaId === body.psaId && p.tenantId === user.tenantId);
  if (!psa) return { ok: false, status: 404, message: 'This integration was not found.' };
  const contact = state.world.contacts.find((c) => c.id === body.contactId && c.psaId === psa.psaId);
  if (!contact) return { ok: false, status: 404, message: 'This contact was not found.' };
  const settings = settingsForCompany(state, user.tenantId, contact.companyId);
  const locked = lockRefusal(lockedUntil(state, user.tenantId, psa.psaId, contact.id), contact);
  if (locked) return locked;
  const ticketId = typeof body.ticketId === 'string' && body.ticketId ? body.ticketId : null;
  const ticket = ticketId ? state.world.tickets.find((t) => t.id === ticketId && t.psaId === psa.psaId) : undefined;
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  // No ticket is a contact screen: the contact on screen is the one the call is about (the pod asks no note either).
  const isTicketContact = ticketId === null || ticket?.contactId === contact.id;
  if (settings.noteRequiredForOtherContacts && !isTicketContact && !note) {
    return { ok: false, status: 400, message: "A note is required to verify a contact other than the ticket's own." };
  }
  const request = requestOf(body.request);
  if (request === null)
    return {
      ok: false,
      status: 400,
      message: 'This request is not one the backend knows: choose Password reset, MFA reset or Other.',
    };
  const failures = failuresWithin(state, user.tenantId, psa.psaId, contact.id, settings.failedAttempts.windowMinutes);
  if (failures.length >= settings.failedAttempts.warnAt && !note) {
    return {
      ok: false,
      status: 400,
      message: `A note is required: ${contact.name} has ${failures.length} failed verification attempts recently.`,
    };
  }
  return {
    ok: true,
    contact,
    settings,
    // Only a ticket of this integration: the pods trust it to say on which ticket a verification was made.
    ticketId: ticket ? ticket.id : null,
    ticketNumber: ticket?.number ?? null,
    note,
    request,
    callId: callIdOf(body.callId),
  };
}

/** Sends are refused while the contact is locked after repeated failures: the lock's end in words and exactly. */
function lockRefusal(until: number | null, contact: SandboxContact): Resolved | null {
  if (until === null) return null;
  // The message is read by people: the lock's end in words; the exact moment is `lockedUntil`.
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  return {
    ok: false,
    status: 429,
    lockedUntil: new Date(until).toISOString(),
    message: `Too many failed verification attempts for ${contact.name}: new checks are refused for the next ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  };
}

/** What the caller asks for: one the backend knows (none said is Other); null for anything else. */
function requestOf(given: unknown): CallerRequest | null {
  if (given === undefined || given === null) return 'Other';
  return CALLER_REQUESTS.find((r) => r === given) ?? null;
}

/** The call the check belongs to, as the SPA said (trimmed, bounded); a new one when it said none. */
function callIdOf(given: unknown): string {
  return typeof given === 'string' && given.trim()
    ? given.trim().slice(0, 100)
    : `call-${globalThis.crypto.randomUUID()}`;
}
