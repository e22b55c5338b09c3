import type { SandboxState, SandboxContact, SandboxUser } from '@features/api/sandbox';
import type { Owner } from './secureDataLedger';

export type Target =
  { ok: true; owner: Owner; contact: SandboxContact } | { ok: false; status: 400 | 404; message: string };

/** Checks who a link is for, as the backend would: the technician's integration, its contact, its ticket. */
export function resolveContact(
  state: SandboxState,
  user: SandboxUser,
  body: { psaId?: unknown; ticketId?: unknown; contactId?: unknown },
): Target {
  const psa = state.world.psas.find((p) => p.psaId === body.psaId && p.tenantId === user.tenantId);
  if (!psa) return { ok: false, status: 404, message: 'This integration was not found.' };
  const contact = state.world.contacts.find((c) => c.id === body.contactId && c.psaId === psa.psaId);
  if (!contact) return { ok: false, status: 404, message: 'This contact was not found.' };
  let ticketId: string | null = null;
  if (typeof body.ticketId === 'string' && body.ticketId) {
    if (!state.world.tickets.some((t) => t.id === body.ticketId && t.psaId === psa.psaId))
      return { ok: false, status: 404, message: 'This ticket was not found.' };
    ticketId = body.ticketId;
  }
  return {
    ok: true,
    contact,
    owner: { tenantId: user.tenantId, psaId: psa.psaId, ticketId, contactId: contact.id, contactName: contact.name },
  };
}

/** Digits only, one leading zero dropped: how the sandbox compares phone numbers. */
function digits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^0/, '');
}

/**
 * Opted out: the number is the mobile (first phone) of an opted-out contact of the tenant (the same
 * rule End User Verification's sandbox uses; kept here so features stay apart).
 */
export function phoneOptedOut(state: SandboxState, tenantId: string, phone: string): boolean {
  const wanted = digits(phone);
  if (wanted.length < 6) return false;
  const psaIds = new Set(state.world.psas.filter((p) => p.tenantId === tenantId).map((p) => p.psaId));
  return state.world.contacts.some((contact) => {
    if (!psaIds.has(contact.psaId) || contact.optedStatus !== 'OptedOut') return false;
    const mobile = contact.communicationItems.find((item) => item.type === 'phone');
    return !!mobile && digits(mobile.value) === wanted;
  });
}

/** Whether `recipient` is one of the contact's items of the channel's type. */
export function isContactItem(contact: SandboxContact, channel: 'sms' | 'email', recipient: string): boolean {
  const type = channel === 'sms' ? 'phone' : 'email';
  return contact.communicationItems.some((item) => item.type === type && item.value === recipient);
}
