import { type RecordingRealtime } from '@features/api/sandbox';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { DEFAULT_VERIFICATION_SETTINGS, ledgerOf } from '../VerificationLedger';
import { approvalLedgerOf } from './ApprovalLedger';

/** Manager approval as clients see it, through the sandbox's fetch: Tess asks, Max and Dana approve. */
let sandbox: Sandbox;
const tokens: Record<string, string> = {};

beforeEach(() => {
  sandbox = createSandbox();
  for (const id of ['u-tech', 'u-mfa', 'u-duo', 'u-sso', 'u-plus'])
    tokens[id] = sandbox.state.issueSession(id).accessToken;
  ledgerOf(sandbox.state).settingsByTenant.set('t-acme', {
    ...structuredClone(DEFAULT_VERIFICATION_SETTINGS),
    approval: { neededFor: ['otherContact'], expiresAfterMinutes: 10 },
  });
});

async function call(as: string, method: string, path: string, body?: unknown) {
  const response = await sandbox.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { Authorization: `Bearer ${tokens[as]}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** Bob verified by code on Alice's ticket (another contact than the ticket's): the check passes and is held. */
const bobOnAlicesTicket = {
  psaId: 'acme-cw',
  ticketId: '1001',
  contactId: 'acme-cw-co1-ct2',
  note: 'Bob calls for Alice',
  request: 'Other',
  callId: 'call-1',
};
async function passedCheck(): Promise<string> {
  const sent = await call('u-tech', 'POST', '/api/PsaContactValidation/send', {
    ...bobOnAlicesTicket,
    channel: 'sms',
    value: '0555 010 2002',
  });
  const code = ledgerOf(sandbox.state).find(sent.body.validationId)!.code;
  const checked = await call('u-tech', 'POST', '/api/PsaContactValidation/check', {
    validationId: sent.body.validationId,
    code,
  });
  expect(checked.body).toEqual({ status: 'approvalNeeded', verification: null, triesLeft: null, confirmed: null });
  return sent.body.validationId;
}
const ask = (validationId: string, approverId = 'u-mfa', reason = 'Bob is the account owner') =>
  call('u-tech', 'POST', '/api/VerificationApprovals', { validationId, approverId, reason });
const answer = (as: string, id: string, decision: string, reason = '') =>
  call(as, 'POST', `/api/VerificationApprovals/${id}/answer`, { decision, reason });
/** The hub's events but the calls' (VerificationCallChanged has its own tests, beside the calls' routes). */
const hubEvents = () =>
  (sandbox.state.realtime as RecordingRealtime).sent
    .filter((e) => e.kind === 'hub' && e.name !== 'VerificationCallChanged')
    .map((e) => e.name);
const bobsHistory = () => sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!.history;

describe('sandbox: asking for approval', () => {
  it('a held check records nothing; the technician chooses among the approvers but themselves', async () => {
    const before = bobsHistory().length;
    await passedCheck();
    expect(bobsHistory()).toHaveLength(before);
    expect(hubEvents()).not.toContain('ContactVerificationPassed');
    expect((await call('u-tech', 'GET', '/api/VerificationApprovers')).body).toEqual([
      { id: 'u-mfa', name: 'Max Factor' },
      { id: 'u-duo', name: 'Dana Duo' },
    ]);
    expect((await call('u-mfa', 'GET', '/api/VerificationApprovers')).body).toEqual([
      { id: 'u-duo', name: 'Dana Duo' },
    ]);
  });

  it("the ticket's own contact is not held under an other-contact policy", async () => {
    const sent = await call('u-tech', 'POST', '/api/PsaContactValidation/send', {
      ...bobOnAlicesTicket,
      ticketId: '1002',
      channel: 'sms',
      value: '0555 010 2002',
    });
    const code = ledgerOf(sandbox.state).find(sent.body.validationId)!.code;
    const checked = await call('u-tech', 'POST', '/api/PsaContactValidation/check', {
      validationId: sent.body.validationId,
      code,
    });
    expect(checked.body.status).toBe('verified');
  });

  it('a request goes to the approver, with its expiry, and is heard by the tenant', async () => {
    const validationId = await passedCheck();
    const asked = await ask(validationId);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      validationId,
      contactName: 'Bob Martinez',
      requester: { id: 'u-tech', name: 'Tess Tech' },
      approver: { id: 'u-mfa', name: 'Max Factor' },
      reason: 'Bob is the account owner',
      state: 'requested',
      answer: null,
    });
    expect(Date.parse(asked.body.expiresAt) - Date.parse(asked.body.requestedAt)).toBe(600_000);
    expect(hubEvents()).toEqual(['VerificationApprovalChanged']);
    expect((await call('u-mfa', 'GET', '/api/PendingVerificationApprovals')).body).toEqual([asked.body]);
    // The requester is no approver; u-sso is of the tenant, but not an approver: both are told so.
    const notAnApprover = {
      status: 403,
      body: { message: 'Only an approver of your company can answer a verification approval.' },
    };
    expect(await call('u-tech', 'GET', '/api/PendingVerificationApprovals')).toEqual(notAnApprover);
    expect(await call('u-sso', 'GET', '/api/PendingVerificationApprovals')).toEqual(notAnApprover);
  });

  it('refused: to oneself, to a non-approver, without a reason, twice on one contact, before the check passed', async () => {
    const validationId = await passedCheck();
    expect(await ask(validationId, 'u-tech')).toEqual({
      status: 400,
      body: { message: 'You cannot approve your own verification: choose another approver.' },
    });
    expect((await ask(validationId, 'u-sso')).status).toBe(400);
    expect((await ask(validationId, 'u-mfa', '  ')).body.message).toBe('Say why you need this approval.');
    await ask(validationId);
    expect(await ask(validationId, 'u-duo')).toEqual({
      status: 409,
      body: { message: "This contact's verification is already awaiting approval by Max Factor." },
    });
    // The held call takes no new send: the one approval answers it.
    const onHeldCall = await call('u-tech', 'POST', '/api/PsaContactValidation/send', {
      ...bobOnAlicesTicket,
      channel: 'sms',
      value: '0555 010 2002',
    });
    expect(onHeldCall).toEqual({
      status: 409,
      body: { message: "This verification waits for a manager's approval: ask for it, or wait for the answer." },
    });
    const pending = await call('u-tech', 'POST', '/api/PsaContactValidation/send', {
      ...bobOnAlicesTicket,
      callId: 'call-2',
      channel: 'sms',
      value: '0555 010 2002',
    });
    expect((await ask(pending.body.validationId)).body.message).toBe(
      "This verification's check has not passed: there is nothing to approve yet.",
    );
  });

  it('a second technician sees whose approval the contact awaits; another tenant sees nothing', async () => {
    await ask(await passedCheck());
    const open = (as: string) =>
      call(as, 'GET', '/api/PsaContactValidation/approvals?psaId=acme-cw&contactId=acme-cw-co1-ct2');
    expect((await open('u-sso')).body).toMatchObject([{ approver: { name: 'Max Factor' }, state: 'requested' }]);
    expect((await open('u-plus')).body).toEqual([]);
  });
});

describe('sandbox: answering an approval', () => {
  it('approved: recorded with the approver, published, and the check now reads verified', async () => {
    const validationId = await passedCheck();
    const { body: approval } = await ask(validationId);
    const approved = await answer('u-duo', approval.id, 'approve', 'I know Bob');
    expect(approved.body).toMatchObject({
      state: 'approved',
      answer: { by: { id: 'u-duo', name: 'Dana Duo' }, decision: 'approve', reason: 'I know Bob' },
    });
    expect(bobsHistory()[0]).toMatchObject({ type: 'SMS', inspector: 'Tess Tech' });
    expect(hubEvents()).toEqual([
      'VerificationApprovalChanged',
      'ContactVerificationPassed',
      'VerificationApprovalChanged',
    ]);
    const checked = await call('u-tech', 'POST', '/api/PsaContactValidation/check', { validationId, code: '000000' });
    expect(checked.body).toMatchObject({ status: 'expired' });
    expect(ledgerOf(sandbox.state).find(validationId)!.record).toMatchObject({ ApprovedBy: 'Dana Duo' });
    expect((await call('u-tech', 'GET', `/api/VerificationApprovals/${approval.id}`)).body).toEqual(approved.body);
  });

  it('refused twice (naming who answered), to the requester, to a non-approver; a deny needs a reason', async () => {
    const { body: approval } = await ask(await passedCheck());
    expect(await answer('u-tech', approval.id, 'approve')).toEqual({
      status: 403,
      body: { message: 'You asked for this approval: another approver must answer it.' },
    });
    expect((await answer('u-sso', approval.id, 'approve')).status).toBe(403);
    expect((await answer('u-mfa', approval.id, 'deny', ' ')).body.message).toBe('Say why you deny this verification.');
    expect((await answer('u-mfa', approval.id, 'maybe')).status).toBe(400);
    expect((await answer('u-mfa', approval.id, 'deny', 'Not on the contract')).body.state).toBe('denied');
    expect(await answer('u-duo', approval.id, 'approve')).toEqual({
      status: 409,
      body: { message: 'Max Factor already denied this verification.' },
    });
    expect((await ask(approval.validationId, 'u-duo')).body.message).toBe(
      'Max Factor denied this verification: start over with a new check.',
    );
    // The denied check is in the history as revoked, with who denied it and why.
    expect(bobsHistory().find((h) => h.notes === 'Bob calls for Alice')).toMatchObject({
      isRevoked: true,
      approval: { By: 'Max Factor', Decision: 'deny', Reason: 'Not on the contract' },
    });
  });

  it('expires on the sandbox clock: refused after, the tenant hears it once, and the technician may ask again', async () => {
    approvalLedgerOf(sandbox.state).freeze();
    const validationId = await passedCheck();
    const { body: approval } = await ask(validationId);
    approvalLedgerOf(sandbox.state).advance(10 * 60_000 - 1);
    expect((await call('u-tech', 'GET', `/api/VerificationApprovals/${approval.id}`)).body.state).toBe('requested');
    approvalLedgerOf(sandbox.state).advance(1);
    expect(await answer('u-mfa', approval.id, 'approve')).toEqual({
      status: 409,
      body: { message: 'This approval request expired: the technician must ask again.' },
    });
    await call('u-tech', 'GET', `/api/VerificationApprovals/${approval.id}`);
    expect(hubEvents().filter((e) => e === 'VerificationApprovalChanged')).toHaveLength(2);
    expect((await call('u-mfa', 'GET', '/api/PendingVerificationApprovals')).body).toEqual([]);
    expect((await ask(validationId, 'u-duo')).body.state).toBe('requested');
  });

  it('one approval covers the call: a check already out that passes while the call is held waits for it too', async () => {
    const duo = await call('u-tech', 'POST', '/api/PsaContactValidation/sendDuoPush', bobOnAlicesTicket);
    const validationId = await passedCheck();
    const { body: approval } = await ask(validationId);
    await sandbox.fetch(
      new Request(`http://localhost/__sandbox/verification/${duo.body.validationId}/approve`, { method: 'POST' }),
    );
    expect(ledgerOf(sandbox.state).find(duo.body.validationId)!.status).toBe('passed');
    expect((await answer('u-mfa', approval.id, 'approve')).body.state).toBe('approved');
    const records = ledgerOf(sandbox.state).outbox.map((e) => e.record?.ApprovedBy);
    expect(records).toEqual(['Max Factor', 'Max Factor']);
    expect(await answer('u-duo', approval.id, 'approve')).toEqual({
      status: 409,
      body: { message: 'Max Factor already approved this verification.' },
    });
  });

  it('unknown and foreign approvals are not found', async () => {
    const { body: approval } = await ask(await passedCheck());
    expect((await call('u-plus', 'GET', `/api/VerificationApprovals/${approval.id}`)).status).toBe(404);
    expect((await answer('u-plus', approval.id, 'approve')).status).toBe(404);
    expect((await call('u-mfa', 'GET', '/api/VerificationApprovals/ap-nope')).status).toBe(404);
  });
});

describe("sandbox console: the approver's message", () => {
  const consoleCall = (path: string, form?: Record<string, string>) =>
    sandbox.fetch(
      new Request(`http://localhost/__sandbox${path}`, {
        method: form ? 'POST' : 'GET',
        headers: form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
        body: form ? new URLSearchParams(form).toString() : undefined,
        redirect: 'manual',
      }),
    );

  it('shows the request as the email and Teams message Max got, with Approve and Deny', async () => {
    const { body: approval } = await ask(await passedCheck());
    const page = await (await consoleCall('')).text();
    expect(page).toContain('Approval requests (email and Teams)');
    expect(page).toContain('To Max Factor');
    expect(page).toContain(`/__sandbox/approvals/${approval.id}/approve`);
    expect(page).toContain(`/__sandbox/approvals/${approval.id}/deny`);
    expect(await (await consoleCall('/approvals')).json()).toMatchObject([{ id: approval.id, state: 'requested' }]);
  });

  it('answers as the approver, with the same refusals', async () => {
    const { body: approval } = await ask(await passedCheck());
    const denyWithout = await consoleCall(`/approvals/${approval.id}/deny`, { reason: '' });
    expect([denyWithout.status, (await denyWithout.json()).message]).toEqual([
      400,
      'Say why you deny this verification.',
    ]);
    const approved = await consoleCall(`/approvals/${approval.id}/approve`, { reason: 'Fine' });
    expect([approved.status, approved.headers.get('Location')]).toEqual([303, '/__sandbox#approvals']);
    expect((await call('u-tech', 'GET', `/api/VerificationApprovals/${approval.id}`)).body).toMatchObject({
      state: 'approved',
      answer: { by: { name: 'Max Factor' }, reason: 'Fine' },
    });
    expect((await consoleCall(`/approvals/${approval.id}/deny`, { reason: 'Late' })).status).toBe(409);
  });

  it("sets a tenant's policy: never lets the same check through", async () => {
    expect((await consoleCall('/approvals/policy', { neededFor: 'sometimes' })).status).toBe(400);
    expect((await consoleCall('/approvals/policy', { neededFor: '' })).status).toBe(303);
    expect((await call('u-tech', 'GET', '/api/VerificationSettings')).body.approval).toEqual({
      neededFor: [],
      expiresAfterMinutes: 10,
    });
    const sent = await call('u-tech', 'POST', '/api/PsaContactValidation/send', {
      ...bobOnAlicesTicket,
      channel: 'sms',
      value: '0555 010 2002',
    });
    const code = ledgerOf(sandbox.state).find(sent.body.validationId)!.code;
    const checked = await call('u-tech', 'POST', '/api/PsaContactValidation/check', {
      validationId: sent.body.validationId,
      code,
    });
    expect(checked.body.status).toBe('verified');
    await consoleCall('/approvals/policy', { neededFor: 'otherContact,highRiskRequest', minutes: '5' });
    expect((await call('u-tech', 'GET', '/api/VerificationSettings')).body.approval).toEqual({
      neededFor: ['otherContact', 'highRiskRequest'],
      expiresAfterMinutes: 5,
    });
  });

  it("the console's clock expires a request", async () => {
    const { body: approval } = await ask(await passedCheck());
    expect((await consoleCall('/approvals/clock', { minutes: '0' })).status).toBe(400);
    expect((await consoleCall('/approvals/clock', { minutes: '10' })).status).toBe(303);
    expect((await call('u-tech', 'GET', `/api/VerificationApprovals/${approval.id}`)).body.state).toBe('expired');
  });
});
