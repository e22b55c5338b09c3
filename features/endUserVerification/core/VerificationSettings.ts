import type { Contact } from '../../../core/contact/Contact';

/** The ways a technician can verify a contact. */
export type VerificationMethod = 'sms' | 'email' | 'duoPush' | 'microsoftPush';

export const VERIFICATION_METHODS: readonly VerificationMethod[] = ['sms', 'email', 'duoPush', 'microsoftPush'];

/** GET /VerificationSettings, the tenant's defaults (fields decided here: the spec does not show them). */
export interface VerificationSettings {
  methods: Record<VerificationMethod, boolean>;
  /** How long a code (and a push) stays valid; the panel counts it down. */
  codeLifetimeSeconds: number;
  /** Verifying a contact other than the ticket's own needs a note (e.g. 'Manager approval'). */
  noteRequiredForOtherContacts: boolean;
}

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}: a company's overrides; absent means the tenant's. */
export interface CompanyVerificationOverrides {
  methods?: Partial<Record<VerificationMethod, boolean>>;
  codeLifetimeSeconds?: number | null;
  noteRequiredForOtherContacts?: boolean | null;
}

/** What applies to one company: its overrides over the tenant's settings. */
export function mergeSettings(tenant: VerificationSettings, company: CompanyVerificationOverrides | null): VerificationSettings {
  if (!company) return tenant;
  const methods = { ...tenant.methods };
  for (const method of VERIFICATION_METHODS) {
    const value = company.methods?.[method];
    if (typeof value === 'boolean') methods[method] = value;
  }
  return {
    methods,
    codeLifetimeSeconds: company.codeLifetimeSeconds ?? tenant.codeLifetimeSeconds,
    noteRequiredForOtherContacts: company.noteRequiredForOtherContacts ?? tenant.noteRequiredForOtherContacts,
  };
}

/**
 * The methods the panel offers for a contact: enabled in the settings, and possible for this
 * contact (a phone to text, an email to write to, a Microsoft tenant that has onboarded).
 */
export function offeredMethods(settings: VerificationSettings, contact: Contact): VerificationMethod[] {
  const has = (type: 'phone' | 'email') => contact.communicationItems.some((item) => item.type === type);
  return VERIFICATION_METHODS.filter((method) => {
    if (!settings.methods[method]) return false;
    if (method === 'sms') return has('phone');
    if (method === 'email') return has('email');
    if (method === 'microsoftPush') return contact.msTenantHasOnboarded;
    return true;
  });
}

/** A note is needed when the technician verifies someone other than the ticket's own contact. */
export function noteRequired(settings: VerificationSettings, isTicketContact: boolean): boolean {
  return !isTicketContact && settings.noteRequiredForOtherContacts;
}
