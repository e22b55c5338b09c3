import { type CallerRequest, type Contact, VERIFICATION_METHODS, type VerificationMethod } from '@features/api/core';
import { mergeApprovalPolicy, type ApprovalPolicy, type ApprovalTrigger } from './approval/approvalPolicy';

/**
 * How repeated failures are treated: from `warnAt` failed attempts on a contact within the window every
 * pod shows them and every send needs a note; from `lockAt` the backend refuses sends for `lockMinutes`.
 */
export interface FailedAttemptsPolicy {
  windowMinutes: number;
  warnAt: number;
  lockAt: number;
  lockMinutes: number;
}

/** GET /VerificationSettings, the tenant's defaults (fields decided here: the spec does not show them). */
export interface VerificationSettings {
  methods: Record<VerificationMethod, boolean>;
  /** How long a code, push or link stays valid; the panel counts it down. */
  codeLifetimeSeconds: number;
  /** Verifying a contact other than the ticket's own needs a note (e.g. 'Manager approval'). */
  noteRequiredForOtherContacts: boolean;
  /** How long a verification counts for the call: after that the card says when it was, not "Verified". */
  verifiedForMinutes: number;
  failedAttempts: FailedAttemptsPolicy;
  /** What a caller may ask for that needs two different methods (a password or MFA reset). */
  twoMethodRequests: CallerRequest[];
  /** When a verification whose methods passed waits for a manager's approval before it is recorded. */
  approval: ApprovalPolicy;
}

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}: a company's overrides; absent means the tenant's. */
export interface CompanyVerificationOverrides {
  methods?: Partial<Record<VerificationMethod, boolean>>;
  codeLifetimeSeconds?: number | null;
  noteRequiredForOtherContacts?: boolean | null;
  verifiedForMinutes?: number | null;
  failedAttempts?: Partial<FailedAttemptsPolicy> | null;
  twoMethodRequests?: CallerRequest[] | null;
  approval?: { neededFor?: ApprovalTrigger[] | null; expiresAfterMinutes?: number | null } | null;
}

/**
 * What a tenant starts with before it changes anything (what the reference backend, the sandbox, answers for it,
 * and what tests script from): every method on, codes for five minutes, a verification counts for an hour, three
 * failures warn and five lock new checks for 15 minutes, both resets need two methods, no manager approval.
 */
export const TENANT_STARTING_SETTINGS: VerificationSettings = {
  methods: { sms: true, email: true, link: true, duoPush: true, microsoftPush: true, teams: true },
  codeLifetimeSeconds: 300,
  noteRequiredForOtherContacts: true,
  verifiedForMinutes: 60,
  failedAttempts: { windowMinutes: 60, warnAt: 3, lockAt: 5, lockMinutes: 15 },
  twoMethodRequests: ['PasswordReset', 'MfaReset'],
  approval: { neededFor: [], expiresAfterMinutes: 10 },
};

/** What applies to one company: its overrides over the tenant's settings. */
export function mergeSettings(
  tenant: VerificationSettings,
  company: CompanyVerificationOverrides | null,
): VerificationSettings {
  if (!company) return tenant;
  const methods = { ...tenant.methods };
  for (const method of VERIFICATION_METHODS) {
    const value = company.methods?.[method];
    if (typeof value === 'boolean') methods[method] = value;
  }
  const failed = company.failedAttempts ?? {};
  return {
    methods,
    codeLifetimeSeconds: company.codeLifetimeSeconds ?? tenant.codeLifetimeSeconds,
    noteRequiredForOtherContacts: company.noteRequiredForOtherContacts ?? tenant.noteRequiredForOtherContacts,
    verifiedForMinutes: company.verifiedForMinutes ?? tenant.verifiedForMinutes,
    failedAttempts: {
      windowMinutes: failed.windowMinutes ?? tenant.failedAttempts.windowMinutes,
      warnAt: failed.warnAt ?? tenant.failedAttempts.warnAt,
      lockAt: failed.lockAt ?? tenant.failedAttempts.lockAt,
      lockMinutes: failed.lockMinutes ?? tenant.failedAttempts.lockMinutes,
    },
    twoMethodRequests: company.twoMethodRequests ?? tenant.twoMethodRequests,
    approval: mergeApprovalPolicy(tenant.approval, company.approval),
  };
}

/**
 * The methods the panel offers for a contact: enabled in the settings, and possible for this contact (a phone to
 * text, an email to write to). A Teams code and the Microsoft push are offered too where the contact's Microsoft
 * tenant has not onboarded, disabled with that reason (`microsoftReachable`), so a missing method says why.
 */
export function offeredMethods(settings: VerificationSettings, contact: Contact): VerificationMethod[] {
  const has = (type: 'phone' | 'email') => contact.communicationItems.some((item) => item.type === type);
  return VERIFICATION_METHODS.filter((method) => {
    if (!settings.methods[method]) return false;
    if (method === 'sms') return has('phone');
    if (method === 'email') return has('email');
    if (method === 'link') return has('phone') || has('email');
    return true;
  });
}

/** A push to the Microsoft account and a code by Teams reach only a contact whose Microsoft tenant has onboarded. */
export function microsoftReachable(
  method: VerificationMethod,
  contact: Pick<Contact, 'msTenantHasOnboarded'>,
): boolean {
  return (method !== 'microsoftPush' && method !== 'teams') || contact.msTenantHasOnboarded;
}

/** A note is needed when the technician verifies someone other than the ticket's own contact. */
export function noteRequired(settings: VerificationSettings, isTicketContact: boolean): boolean {
  return !isTicketContact && settings.noteRequiredForOtherContacts;
}

/** How many different methods the caller's request needs (1, or 2 for the requests the company lists). */
export function methodsNeeded(
  settings: Pick<VerificationSettings, 'twoMethodRequests'>,
  request: CallerRequest,
): 1 | 2 {
  return settings.twoMethodRequests.includes(request) ? 2 : 1;
}
