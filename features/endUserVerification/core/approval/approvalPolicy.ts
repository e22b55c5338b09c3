import type { CallerRequest } from '@features/api/core';

/** What can make a verification wait for a manager: another contact than the ticket's, a high-risk request. */
export type ApprovalTrigger = 'otherContact' | 'highRiskRequest';

export const APPROVAL_TRIGGERS: readonly ApprovalTrigger[] = ['otherContact', 'highRiskRequest'];

/**
 * A tenant's (or company's) rule for manager approval, asked after the methods pass and before the
 * verification is recorded. `neededFor` empty means never.
 */
export interface ApprovalPolicy {
  neededFor: ApprovalTrigger[];
  /** How long an approver has to answer before the request expires. */
  expiresAfterMinutes: number;
}

/** A tenant whose backend says nothing of approvals: never asked, ten minutes when it is. */
export const NO_APPROVAL: ApprovalPolicy = { neededFor: [], expiresAfterMinutes: 10 };

/** The verification an approval may be needed for. */
export interface ApprovalCase {
  /** False when the contact verified is not the ticket's own (or there is no ticket: a contact screen). */
  isTicketContact: boolean;
  request: CallerRequest;
  /** The requests the company calls high-risk: those that need two methods. */
  highRiskRequests: readonly CallerRequest[];
}

/** The triggers the case meets, in policy order: empty when no approval is needed. */
export function approvalTriggers(policy: ApprovalPolicy, verification: ApprovalCase): ApprovalTrigger[] {
  return APPROVAL_TRIGGERS.filter((trigger) => {
    if (!policy.neededFor.includes(trigger)) return false;
    if (trigger === 'otherContact') return !verification.isTicketContact;
    return verification.highRiskRequests.includes(verification.request);
  });
}

/** Whether the verification waits for a manager's approval before it is recorded. */
export function approvalNeeded(policy: ApprovalPolicy, verification: ApprovalCase): boolean {
  return approvalTriggers(policy, verification).length > 0;
}

/** A company's overrides over the tenant's policy (absent or null fields keep the tenant's). */
export function mergeApprovalPolicy(
  tenant: ApprovalPolicy,
  company: { neededFor?: ApprovalTrigger[] | null; expiresAfterMinutes?: number | null } | null | undefined,
): ApprovalPolicy {
  return {
    neededFor: company?.neededFor ?? tenant.neededFor,
    expiresAfterMinutes: company?.expiresAfterMinutes ?? tenant.expiresAfterMinutes,
  };
}
