import type { CompanyVerificationSettingsWire, VerificationRecordWire, VerificationSettingsWire } from '../adapters/wire/verificationWire';
import type { SandboxState } from '../../../sandbox/contract/SandboxState';

/** How a verification reached the contact, as the outbox and the history show it. */
export type SandboxChannel = 'SMS' | 'Email' | 'Duo Push' | 'Microsoft Push';

/**
 * One send in the sandbox's outbox: a code (SMS, Email) or a push. Codes go 'sent' -> 'verified',
 * 'locked' (five wrong codes) or 'expired'; pushes go 'pending' -> 'approved', 'denied' or 'expired'.
 */
export interface OutboxEntry {
  id: string;
  channel: SandboxChannel;
  recipient: string;
  /** Six digits for a code; null for a push. */
  code: string | null;
  /** ISO time of the send. */
  time: string;
  expiresAt: string;
  status: 'sent' | 'verified' | 'locked' | 'expired' | 'pending' | 'approved' | 'denied';
  tenantId: string;
  psaId: string;
  ticketId: string | null;
  contactId: string;
  contactName: string;
  inspectorName: string;
  note: string;
  /** Wrong codes entered so far; the fifth ends the code. */
  wrongAttempts: number;
  /** The console path an end user opens to complete an email verification by link; null otherwise. */
  link: string | null;
  /** Set once verified or approved. */
  record: VerificationRecordWire | null;
}

export interface SandboxTicketNote {
  id: string;
  crmId: string;
  ticketId: string;
  text: string;
  author: string;
  time: string;
}

/** Wrong codes allowed before a code stops working. */
export const MAX_WRONG_ATTEMPTS = 5;

/** Every tenant starts with these settings (GET /VerificationSettings). */
export const DEFAULT_VERIFICATION_SETTINGS: VerificationSettingsWire = {
  methods: { sms: true, email: true, duoPush: true, microsoftPush: true },
  codeLifetimeSeconds: 300,
  noteRequiredForOtherContacts: true,
};

/** Company overrides: the seeded second company of each integration keeps codes shorter and has no Duo. */
export function seededCompanyOverrides(companyId: string): CompanyVerificationSettingsWire['data'] {
  return companyId.endsWith('-co2') ? { codeLifetimeSeconds: 120, methods: { duoPush: false } } : null;
}

/** The verification side of the sandbox: outbox, settings, ticket notes, the simulated SMS gateway. */
export class VerificationLedger {
  readonly outbox: OutboxEntry[] = [];
  readonly ticketNotes: SandboxTicketNote[] = [];
  readonly settingsByTenant = new Map<string, VerificationSettingsWire>();
  /** How long the SMS/email gateway takes to accept a send; a Cancel within it sends nothing. */
  gatewayDelayMs = 0;

  settingsFor(tenantId: string): VerificationSettingsWire {
    return this.settingsByTenant.get(tenantId) ?? structuredClone(DEFAULT_VERIFICATION_SETTINGS);
  }

  find(id: string): OutboxEntry | null {
    return this.outbox.find((entry) => entry.id === id) ?? null;
  }

  /** Expires a code or push whose time is up; returns the entry's current status. */
  refresh(entry: OutboxEntry, now = Date.now()): OutboxEntry['status'] {
    if ((entry.status === 'sent' || entry.status === 'pending') && now >= Date.parse(entry.expiresAt)) entry.status = 'expired';
    return entry.status;
  }
}

const ledgers = new WeakMap<SandboxState, VerificationLedger>();

/** The ledger of one sandbox (kept beside its state, so every test's fresh sandbox starts empty). */
export function ledgerOf(state: SandboxState): VerificationLedger {
  let ledger = ledgers.get(state);
  if (!ledger) {
    ledger = new VerificationLedger();
    ledgers.set(state, ledger);
  }
  return ledger;
}

// Shared with other features' sandbox parts (technician verification sends codes too).
export { sixDigitCode } from '../../../sandbox/contract/sixDigitCode';
