import { token } from '../shared/Token';
import type { CompanyPolicies } from './CompanyPolicies';

/**
 * Whose policies: the signed-in technician, the PSA integration and the company. Another technician
 * signing in on the same browser, or another tenant's company with the same id, never sees them.
 */
export interface PoliciesOwner {
  userId: string;
  psaId: string;
  companyId: string;
}

/**
 * The company's last policies answer, kept in the browser so a repeat open of a pod shows the banner
 * in the same render as the record (no layout shift); the shell still asks the server each time and
 * replaces it (stale-while-revalidate, docs/decisions/044-remembered-company-policies.md). A storage port: the
 * adapter decides where.
 */
export interface RememberedPolicies {
  /** The last answer for this owner, or null when none is kept (or what is kept is unreadable). */
  read(owner: PoliciesOwner): CompanyPolicies | null;
  /** Keeps the answer; null forgets it. */
  write(owner: PoliciesOwner, policies: CompanyPolicies | null): void;
  /** The banner text this owner closed last (the banner stays closed until the text changes), or null. */
  readClosed(owner: PoliciesOwner): string | null;
  /** Keeps that this owner closed the banner with this text. */
  writeClosed(owner: PoliciesOwner, text: string): void;
}

export const RememberedPoliciesToken = token<RememberedPolicies>('core.policies.RememberedPolicies');

/** An answer with nothing to show (no banner on mount, no text) means the company has no policies. */
export function hasPolicies(policies: CompanyPolicies): boolean {
  return policies.showVerificationBannerOnMount || policies.verificationBannerText.trim() !== '';
}
