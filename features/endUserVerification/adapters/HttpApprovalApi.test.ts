import { http, HttpResponse } from 'msw';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { AppError } from '@features/api/core';
import { createHttpClient } from '@features/api/adapters';
import { HttpApprovalApi } from './HttpApprovalApi';
import { HttpVerificationApi } from './HttpVerificationApi';

/** The approvals adapter against the sandbox through MSW: Tess asks, Max and Dana answer. */
const { sandbox, server } = setupSandboxServer();
const errors: string[] = [];
let token: string | null = null;
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: (m) => errors.push(m),
});
const approvals = new HttpApprovalApi(client);
const verification = new HttpVerificationApi(client);
const as = (userId: string) => (token = sandbox.state.issueSession(userId).accessToken);
const bobOnAlicesTicket = {
  psaId: 'acme-cw',
  ticketId: '1001',
  contactId: 'acme-cw-co1-ct2',
  note: 'Bob calls for Alice',
  request: 'Other' as const,
};
let calls = 0;

beforeEach(async () => {
  errors.length = 0;
  await fetch('http://localhost/__sandbox/approvals/policy', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ neededFor: 'otherContact' }),
  });
});

/** A Duo push to Bob on Alice's ticket, approved on his phone: the check answers approvalNeeded. */
async function heldCheck(): Promise<string> {
  as('u-tech');
  calls += 1;
  const sent = await verification.sendPush('duo', { ...bobOnAlicesTicket, callId: `call-${calls}` });
  await fetch(`http://localhost/__sandbox/verification/${sent.validationId}/approve`, { method: 'POST' });
  expect(await verification.check(sent.validationId, null)).toEqual({ status: 'approvalNeeded' });
  return sent.validationId;
}

describe('HttpApprovalApi against the sandbox', () => {
  it('asks, reads and answers; the answer names who and why, times as epoch milliseconds', async () => {
    const validationId = await heldCheck();
    expect(await approvals.approvers()).toEqual([
      { id: 'u-mfa', name: 'Max Factor' },
      { id: 'u-duo', name: 'Dana Duo' },
    ]);
    const asked = await approvals.request(validationId, 'u-mfa', 'Bob is the account owner');
    expect(asked).toMatchObject({ validationId, state: 'requested', approver: { name: 'Max Factor' }, answer: null });
    expect(asked.expiresAt - asked.requestedAt).toBe(600_000);
    expect(await approvals.openOnContact('acme-cw', 'acme-cw-co1-ct2')).toEqual([asked]);
    as('u-mfa');
    expect(await approvals.pending()).toEqual([asked]);
    const denied = await approvals.answer(asked.id, 'deny', 'Not on the contract');
    expect(denied).toMatchObject({ state: 'denied', answer: { by: { name: 'Max Factor' }, decision: 'deny' } });
    expect(typeof denied.answer?.at).toBe('number');
    expect(await approvals.approval(asked.id)).toEqual(denied);
    expect(errors).toEqual([]);
  });

  it("a refusal rejects with the backend's reason and its status, and is not toasted", async () => {
    const validationId = await heldCheck();
    await expect(approvals.request(validationId, 'u-tech', 'Mine')).rejects.toEqual(
      new AppError('server', 'You cannot approve your own verification: choose another approver.', 400),
    );
    const asked = await approvals.request(validationId, 'u-mfa', 'Please');
    await expect(approvals.answer(asked.id, 'approve', '')).rejects.toMatchObject({
      status: 403,
      message: 'You asked for this approval: another approver must answer it.',
    });
    as('u-duo');
    await approvals.answer(asked.id, 'approve', '');
    await expect(approvals.answer(asked.id, 'deny', 'Too late')).rejects.toMatchObject({
      status: 409,
      message: 'Dana Duo already approved this verification.',
    });
    expect(errors).toEqual([]);
  });

  it("names the ticket's number and the company; a non-approver's list is a 403 saying so, not toasted", async () => {
    const asked = await approvals.request(await heldCheck(), 'u-mfa', 'Bob is the account owner');
    expect(asked).toMatchObject({ ticketId: '1001', ticketNumber: expect.any(String), companyName: 'Contoso Dental' });
    await expect(approvals.pending()).rejects.toEqual(
      new AppError('server', 'Only an approver of your company can answer a verification approval.', 403),
    );
    expect(errors).toEqual([]);
    as('u-mfa');
    await approvals.answer(asked.id, 'deny', 'Leaves the contact free for the next test');
  });

  it('a malformed answer is one AppError naming what was read', async () => {
    as('u-tech');
    server.use(http.get('*/api/VerificationApprovers', () => HttpResponse.json([{ id: 1 }])));
    await expect(approvals.approvers()).rejects.toMatchObject({ kind: 'malformed' });
    // Every field right but a time that is not one.
    const asked = await approvals.request(await heldCheck(), 'u-mfa', 'x');
    server.use(
      http.get('*/api/VerificationApprovals/:id', async () => {
        const [wire] = await (await fetch('http://localhost/__sandbox/approvals')).json();
        return HttpResponse.json({ ...wire, expiresAt: 'in ten minutes' });
      }),
    );
    await expect(approvals.approval(asked.id)).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected time for the approval.',
    });
  });
});
