import {
  approvalNeeded,
  approvalTriggers,
  mergeApprovalPolicy,
  NO_APPROVAL,
  type ApprovalPolicy,
} from './approvalPolicy';

const highRiskRequests = ['PasswordReset', 'MfaReset'] as const;
const policy = (neededFor: ApprovalPolicy['neededFor']): ApprovalPolicy => ({ neededFor, expiresAfterMinutes: 10 });
const ticketContact = { isTicketContact: true, request: 'Other', highRiskRequests } as const;
const otherContact = { ...ticketContact, isTicketContact: false } as const;
const passwordReset = { ...ticketContact, request: 'PasswordReset' } as const;

describe('approval policy', () => {
  it('never: no verification waits, whoever and whatever it is for', () => {
    for (const c of [ticketContact, otherContact, passwordReset, { ...otherContact, request: 'MfaReset' } as const])
      expect(approvalNeeded(NO_APPROVAL, c)).toBe(false);
  });

  it("another contact than the ticket's: only that contact waits, whatever the request", () => {
    const rule = policy(['otherContact']);
    expect(approvalNeeded(rule, ticketContact)).toBe(false);
    expect(approvalNeeded(rule, passwordReset)).toBe(false);
    expect(approvalTriggers(rule, otherContact)).toEqual(['otherContact']);
  });

  it('every high-risk request: the requests the company lists as needing two methods, on any contact', () => {
    const rule = policy(['highRiskRequest']);
    expect(approvalNeeded(rule, ticketContact)).toBe(false);
    expect(approvalNeeded(rule, otherContact)).toBe(false);
    expect(approvalTriggers(rule, passwordReset)).toEqual(['highRiskRequest']);
    expect(approvalNeeded(rule, { ...passwordReset, highRiskRequests: ['MfaReset'] })).toBe(false);
  });

  it("both: each trigger met is named, in the policy's order", () => {
    expect(
      approvalTriggers(policy(['highRiskRequest', 'otherContact']), { ...otherContact, request: 'MfaReset' }),
    ).toEqual(['otherContact', 'highRiskRequest']);
  });

  it("a company's override replaces only what it sets", () => {
    const tenant = policy(['otherContact']);
    expect(mergeApprovalPolicy(tenant, null)).toEqual(tenant);
    expect(mergeApprovalPolicy(tenant, { neededFor: [] })).toEqual({ neededFor: [], expiresAfterMinutes: 10 });
    expect(mergeApprovalPolicy(tenant, { neededFor: null, expiresAfterMinutes: 5 })).toEqual({
      neededFor: ['otherContact'],
      expiresAfterMinutes: 5,
    });
  });
});
