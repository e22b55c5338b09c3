import type {
  CallerRequest,
  CompanyVerificationSettingsWire,
  FailureReasonWire,
  VerificationRecordWire,
  VerificationSettingsWire,
} from '../adapters/wire/verificationWire';
import type { LinkStateWire } from '../adapters/wire/linkPageWire';
import type { SandboxState } from '@features/api/sandbox';
import { TENANT_STARTING_SETTINGS } from '../core/VerificationSettings';
import type { SandboxCall } from './calls/SandboxCall';

/** How a verification reached the contact, as the outbox and the history show it. */
export type SandboxChannel = 'SMS' | 'Email' | 'Duo Push' | 'Microsoft Push' | 'Link' | 'Teams';

/** A verification link's own part of an outbox entry: its secret, its numbers and where the contact is. */
export interface SandboxLink {
  /** The secret in the link's fragment; the only credential of the public link endpoints. */
  token: string;
  /** The path the contact opens (the SPA's /verify page, the token in the fragment). */
  url: string;
  /** How it was sent. */
  via: 'SMS' | 'Email';
  /** The three numbers the page offers; `matchNumber` is the one the technician reads out. */
  numbers: number[];
  matchNumber: number;
  state: LinkStateWire;
  /** Times the link's details were read (a scanner, a preview, the contact): none of them changes anything. */
  reads: number;
}

/**
 * One send in the sandbox's outbox: a code (SMS, Email, Teams), a push, or a link. Codes go 'sent' -> 'verified',
 * 'locked' (five wrong codes) or 'expired'; pushes and links go 'pending' -> 'approved', 'denied' or 'expired'.
 * A code, push or link whose check passed while the policy wants a manager's approval is 'passed' until an
 * approver approves it (then 'verified' or 'approved').
 */
export interface OutboxEntry {
  id: string;
  channel: SandboxChannel;
  recipient: string;
  /** Six digits for a code; null for a push or a link. */
  code: string | null;
  /** ISO time of the send. */
  time: string;
  expiresAt: string;
  status: 'sent' | 'verified' | 'locked' | 'expired' | 'pending' | 'approved' | 'denied' | 'passed';
  tenantId: string;
  psaId: string;
  ticketId: string | null;
  ticketNumber: string | null;
  contactId: string;
  /** The contact's company: its settings apply (lifetime, window, thresholds). */
  companyId: string;
  contactName: string;
  inspectorName: string;
  /** The technician's user id: with the ticket, it says whose call a verification was. */
  inspectorId: string;
  note: string;
  request: CallerRequest;
  callId: string;
  /** Wrong codes entered so far; the fifth ends the code. */
  wrongAttempts: number;
  /** The console path an end user opens to complete an email code by its link; null otherwise. */
  link: string | null;
  /** The text the contact received, where the console shows it as sent (a Teams chat message); null otherwise. */
  message: string | null;
  /** A verification link's details; null for codes and pushes. */
  verifyLink: SandboxLink | null;
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

/** A failed check on a contact, kept per tenant (GET /PsaContactValidation/attempts reads them). */
export interface SandboxFailure {
  tenantId: string;
  psaId: string;
  contactId: string;
  validationId: string;
  date: string;
  validationType: SandboxChannel;
  inspectorName: string;
  reason: FailureReasonWire;
  value: string;
  /** The call the failed check belonged to (none for a failure the console dated in the past without one). */
  callId?: string;
}

/** Wrong codes allowed before a code stops working. */
export const MAX_WRONG_ATTEMPTS = 5;

/**
 * Every tenant starts with these settings (GET /VerificationSettings): the product's documented starting settings;
 * no approval until a test or the console's approval policy asks for it.
 */
export const DEFAULT_VERIFICATION_SETTINGS: VerificationSettingsWire = TENANT_STARTING_SETTINGS;

/**
 * Company overrides: the seeded second company of each integration keeps codes shorter, has no Duo, and
 * a verification counts for 15 minutes there (so its turn from "Verified" to a date can be watched).
 */
export function seededCompanyOverrides(companyId: string): CompanyVerificationSettingsWire['data'] {
  return companyId.endsWith('-co2')
    ? { codeLifetimeSeconds: 120, methods: { duoPush: false }, verifiedForMinutes: 15 }
    : null;
}

/** The verification side of the sandbox: outbox, settings, failures and locks, ticket notes, the simulated gateway. */
export class VerificationLedger {
  readonly outbox: OutboxEntry[] = [];
  readonly ticketNotes: SandboxTicketNote[] = [];
  readonly failures: SandboxFailure[] = [];
  /** The record of every call (one per call id), newest first: what was asked, passed, held, approved, noted. */
  readonly calls: SandboxCall[] = [];
  /** Until when (epoch ms) sends to a contact are refused, by `${tenantId}|${psaId}|${contactId}`. */
  readonly locks = new Map<string, number>();
  readonly settingsByTenant = new Map<string, VerificationSettingsWire>();
  /** How long the SMS/email gateway takes to accept a send; a Cancel within it sends nothing. */
  gatewayDelayMs = 0;
  /** How many sends the gateway dropped because their caller went away while it held them. */
  gatewayCancelled = 0;

  /** Forgets every send, note, failure and lock (a test file shares one sandbox between its tests). */
  reset(): void {
    this.outbox.length = 0;
    this.ticketNotes.length = 0;
    this.failures.length = 0;
    this.calls.length = 0;
    this.locks.clear();
  }

  settingsFor(tenantId: string): VerificationSettingsWire {
    return this.settingsByTenant.get(tenantId) ?? structuredClone(DEFAULT_VERIFICATION_SETTINGS);
  }

  find(id: string): OutboxEntry | null {
    return this.outbox.find((entry) => entry.id === id) ?? null;
  }

  findByLinkToken(token: string): OutboxEntry | null {
    return this.outbox.find((entry) => entry.verifyLink?.token === token) ?? null;
  }
}

/** The key of a contact's lock. */
export function contactKey(tenantId: string, psaId: string, contactId: string): string {
  return `${tenantId}|${psaId}|${contactId}`;
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
export { sixDigitCode } from '@features/api/sandbox';
