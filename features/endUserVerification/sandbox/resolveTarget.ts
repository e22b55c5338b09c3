import type { VerificationSettingsWire, VerificationTargetBody } from '../adapters/wire/verificationWire';
import type { SandboxContact, SandboxUser } from '../../../sandbox/world/World';
import type { SandboxState } from '../../../sandbox/contract/SandboxState';
import { ledgerOf, seededCompanyOverrides } from './VerificationLedger';

export type Resolved =
  | { ok: true; contact: SandboxContact; settings: VerificationSettingsWire; ticketId: string | null; note: string }
  | { ok: false; status: 400 | 404; message: string };

/** The tenant's settings with a company's overrides applied (what the SPA merges too). */
export function settingsForCompany(state: SandboxState, tenantId: string, companyId: string): VerificationSettingsWire {
  const settings = ledgerOf(state).settingsFor(tenantId);
  const company = seededCompanyOverrides(companyId);
  if (!company) return settings;
  return {
    methods: { ...settings.methods, ...Object.fromEntries(Object.entries(company.methods ?? {}).filter(([, v]) => typeof v === 'boolean')) },
    codeLifetimeSeconds: company.codeLifetimeSeconds ?? settings.codeLifetimeSeconds,
    noteRequiredForOtherContacts: company.noteRequiredForOtherContacts ?? settings.noteRequiredForOtherContacts,
  };
}

/**
 * Checks a send/push body as the backend would: the integration is the technician's, the contact is in
 * it, and a contact other than the ticket's own carries a note when the settings ask for one.
 */
export function resolveTarget(state: SandboxState, user: SandboxUser, body: Partial<VerificationTargetBody>): Resolved {
  const psa = state.world.psas.find((p) => p.psaId === body.psaId && p.tenantId === user.tenantId);
  if (!psa) return { ok: false, status: 404, message: 'This integration was not found.' };
  const contact = state.world.contacts.find((c) => c.id === body.contactId && c.psaId === psa.psaId);
  if (!contact) return { ok: false, status: 404, message: 'This contact was not found.' };
  const settings = settingsForCompany(state, user.tenantId, contact.companyId);
  const ticketId = typeof body.ticketId === 'string' && body.ticketId ? body.ticketId : null;
  const ticket = ticketId ? state.world.tickets.find((t) => t.id === ticketId && t.psaId === psa.psaId) : undefined;
  const note = typeof body.note === 'string' ? body.note.trim() : '';
  const isTicketContact = ticket?.contactId === contact.id;
  if (settings.noteRequiredForOtherContacts && !isTicketContact && !note) {
    return { ok: false, status: 400, message: "A note is required to verify a contact other than the ticket's own." };
  }
  return { ok: true, contact, settings, ticketId, note };
}
