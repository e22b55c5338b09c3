import type { PsaDescriptor } from '../psa/PsaDescriptor';
import { token } from '../shared/Token';

/** A company's verification policies (spec section 3). The text is untrusted: render it as text. */
export interface CompanyPolicies {
  showVerificationBannerOnMount: boolean;
  verificationBannerText: string;
}

/** GET CompanyVerificationSettings/{psaId}/company/{companyId}. */
export interface CompanyPoliciesApi {
  getPolicies(psaId: string, companyId: string): Promise<CompanyPolicies>;
}

export const CompanyPoliciesApiToken = token<CompanyPoliciesApi>('core.policies.CompanyPoliciesApi');

/** Spec section 4: fetched only when psaId and companyId exist and the PSA supports them (not SuperOps). */
export function shouldFetchPolicies(
  psa: PsaDescriptor | null,
  psaId: string | null,
  companyId: string | null,
): boolean {
  return !!psaId && !!companyId && (psa === null || psa.supports.companyPolicies);
}
