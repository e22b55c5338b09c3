import type { HistoryEntryWire } from '@adapters/http/wire/podRecordWire';

/** The sandbox's data model: the backend's world, not the SPA's types. */

export type PlanName = 'Free' | 'VerificationPlus' | 'Pro';

export interface SandboxTenant {
  id: string;
  alias: string;
  name: string;
  plan: PlanName;
  /** Custom logo as a data URL, or null for the product's default. */
  logo: string | null;
  /** Subscription flags (GET PricePlan/myPlan); absent means an enabled, ordinary subscription. */
  subscription?: SandboxSubscription;
}

/** A tenant's subscription flags; null stands for a flag the backend leaves out. */
export interface SandboxSubscription {
  enabled: boolean;
  demo: boolean | null;
  obsolete: boolean | null;
}

export interface SandboxUser {
  id: string;
  email: string;
  username: string;
  password: string;
  tenantId: string;
  /** When set, only /User/MultiFactorLogin with this code signs the user in. */
  mfaCode: string | null;
  /** When true, preCheck answers with the sandbox's single sign-on page. */
  singleSignOn: boolean;
}

export interface SandboxCommunicationItem {
  name: string;
  /** As the PSA types it: a fax line is a number too, and is refused for codes with its own reason. */
  type: 'phone' | 'email' | 'fax';
  value: string;
  isVerified: boolean;
}

/** The pod record's history fields the sandbox keeps under the same names, first letter lower-cased (`Date`: `date`). */
type EntryFields = Pick<HistoryEntryWire, 'Date' | 'Item' | 'Type' | 'Inspector' | 'Notes' | 'IsRevoked'>;

/**
 * One verification in a contact's history as the sandbox keeps it: the pod record's entry (HistoryEntryWire, which
 * podRecordOf answers) with lower-cased names, and the call's fields under the record's names.
 */
export type SandboxHistoryEntry = { [F in keyof EntryFields as Uncapitalize<F>]: EntryFields[F] } & {
  /** What the caller asked for (PasswordReset, MfaReset, Other) and the call's id; absent on seeded entries. */
  request?: string;
  callId?: string;
  /** Where and by whom the check was made: the ticket (none from a contact screen) and the technician's user id. */
  ticketId?: string;
  ticketNumber?: string;
  inspectorId?: string;
  /** The manager who approved it, and the manager's answer (approve or deny) with its reason, when one was asked. */
  approvedBy?: string;
  approval?: NonNullable<HistoryEntryWire['Approval']>;
};

export interface SandboxContact {
  id: string;
  psaId: string;
  companyId: string;
  name: string;
  optedStatus: 'OptedIn' | 'OptedOut' | 'Unknown';
  msTenantHasOnboarded: boolean;
  communicationItems: SandboxCommunicationItem[];
  history: SandboxHistoryEntry[];
}

export interface SandboxCompany {
  id: string;
  psaId: string;
  name: string;
}

export interface SandboxTicket {
  id: string;
  psaId: string;
  number: string;
  summary: string;
  companyId: string;
  /** Null for a ticket with no contact. */
  contactId: string | null;
  kind: 'ticket' | 'project_ticket';
}

export interface SandboxPsa {
  psaId: string;
  tenantId: string;
  /** Integration type name (spec section 3), e.g. ConnectWise, SyncroMSP. */
  type: string;
  name: string;
}

export interface World {
  tenants: SandboxTenant[];
  users: SandboxUser[];
  psas: SandboxPsa[];
  companies: SandboxCompany[];
  contacts: SandboxContact[];
  tickets: SandboxTicket[];
}
