import { type RecordingRealtime } from '@features/api/sandbox';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { verificationAttemptsOf } from '../verificationAttempts';
import { DEFAULT_VERIFICATION_SETTINGS, ledgerOf } from '../VerificationLedger';

/**
 * The backend's record of a call, through the sandbox's fetch: Bob Martinez (ticket 1002) asks Tess for a password
 * reset, which needs two methods; under a high-risk approval policy the second is held once for the whole call.
 */
let sandbox: Sandbox;
const tokens: Record<string, string> = {};

beforeEach(() => {
  sandbox = createSandbox();
  for (const id of ['u-tech', 'u-mfa', 'u-duo', 'u-plus']) tokens[id] = sandbox.state.issueSession(id).accessToken;
});

function highRiskPolicy(): void {
  ledgerOf(sandbox.state).settingsByTenant.set('t-acme', {
    ...structuredClone(DEFAULT_VERIFICATION_SETTINGS),
    approval: { neededFor: ['highRiskRequest'], expiresAfterMinutes: 10 },
  });
}

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

const reset = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2', note: '', request: 'PasswordReset' };
const records = (as = 'u-tech') =>
  call(as, 'GET', '/api/PsaContactValidation/calls?psaId=acme-cw&contactId=acme-cw-co1-ct2');

/** Sends a code (SMS to Bob's mobile, or email) on the call and checks it right. */
async function pass(channel: 'sms' | 'email', parts: Record<string, unknown> = {}) {
  const value = channel === 'sms' ? '0555 010 2002' : 'bob.martinez@contoso.example';
  const sent = await call('u-tech', 'POST', '/api/PsaContactValidation/send', {
    ...reset,
    callId: 'call-r',
    channel,
    value,
    ...parts,
  });
  const code = ledgerOf(sandbox.state).find(sent.body.validationId)!.code;
  return call('u-tech', 'POST', '/api/PsaContactValidation/check', { validationId: sent.body.validationId, code });
}

describe('sandbox: one record per call', () => {
  it('the first send records what the caller asks for; 1 of 2 methods until the second passes, for every session', async () => {
    expect((await pass('sms')).body.status).toBe('verified');
    const [half] = (await records()).body;
    expect(half).toMatchObject({
      callId: 'call-r',
      request: 'PasswordReset',
      methodsNeeded: 2,
      status: 'partial',
      passed: [{ validationType: 'SMS', value: '0555 010 2002' }],
      technician: { id: 'u-tech', name: 'Tess Tech' },
      ticketNumber: 'T1002',
      verifiedAt: null,
    });
    // Another technician's session reads the same record (the pods decide whose call it is).
    expect((await records('u-mfa')).body).toEqual([half]);
    await pass('email');
    const [whole] = (await records()).body;
    expect(whole).toMatchObject({
      status: 'verified',
      passed: [{ validationType: 'SMS' }, { validationType: 'Email' }],
    });
    expect(whole.verifiedAt).toBe(whole.passed[1].at);
    expect((await records('u-plus')).status).toBe(404);
  });

  it('every change is heard as VerificationCallChanged, naming the call only', async () => {
    await pass('sms');
    const heard = (sandbox.state.realtime as RecordingRealtime).sent.filter(
      (e) => e.name === 'VerificationCallChanged',
    );
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard[0]).toMatchObject({
      to: 't-acme',
      payload: { callId: 'call-r', psaId: 'acme-cw', contactId: 'acme-cw-co1-ct2' },
    });
  });

  it('refused with the next step: an unknown request, another request once a method passed, a complete call, another’s call', async () => {
    const send = (as: string, parts: Record<string, unknown>) =>
      call(as, 'POST', '/api/PsaContactValidation/send', {
        ...reset,
        callId: 'call-r',
        channel: 'sms',
        value: '0555 010 2002',
        ...parts,
      });
    expect(await send('u-tech', { request: 'AccountDeletion' })).toEqual({
      status: 400,
      body: { message: 'This request is not one the backend knows: choose Password reset, MFA reset or Other.' },
    });
    // What the caller asks for may change while nothing passed.
    await send('u-tech', { request: 'Other' });
    expect((await send('u-tech', { request: 'MfaReset' })).status).toBe(200);
    expect((await records()).body[0]).toMatchObject({ request: 'MfaReset', methodsNeeded: 2, status: 'open' });
    await pass('sms', { request: 'MfaReset' });
    expect(await send('u-tech', { request: 'Other' })).toEqual({
      status: 409,
      body: {
        message:
          'This verification is for an MFA reset and a method passed: finish it, or press Verify again to start a new request.',
      },
    });
    expect((await send('u-mfa', { request: 'MfaReset' })).body.message).toBe(
      'This verification belongs to another technician or contact: press Verify again to start a new request.',
    );
    await pass('email', { request: 'MfaReset' });
    expect((await send('u-tech', { request: 'MfaReset' })).body.message).toBe(
      'This verification is complete: press Verify again to start a new request.',
    );
  });

  it('under a high-risk policy the second method is held once; the approval covers the whole call', async () => {
    highRiskPolicy();
    expect((await pass('sms')).body.status).toBe('verified');
    expect((await pass('email')).body.status).toBe('approvalNeeded');
    const [held] = (await records()).body;
    expect(held).toMatchObject({ status: 'held', held: { validationType: 'Email' }, approval: null });
    const asked = await call('u-tech', 'POST', '/api/VerificationApprovals', {
      validationId: held.held.validationId,
      approverId: 'u-mfa',
      reason: 'Locked out',
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ callId: 'call-r', methods: ['SMS', 'Email'] });
    expect((await records()).body[0]).toMatchObject({ status: 'held', approval: { state: 'requested' } });
    await call('u-mfa', 'POST', `/api/VerificationApprovals/${asked.body.id}/answer`, {
      decision: 'approve',
      reason: 'Known caller',
    });
    expect((await records()).body[0]).toMatchObject({
      status: 'verified',
      held: null,
      approval: { state: 'approved', answer: { by: { name: 'Max Factor' }, reason: 'Known caller' } },
    });
  });

  it('a denial makes the call denied, puts the held check in the history as revoked, and the report names who and why', async () => {
    highRiskPolicy();
    await pass('sms');
    await pass('email');
    const [held] = (await records()).body;
    const asked = await call('u-tech', 'POST', '/api/VerificationApprovals', {
      validationId: held.held.validationId,
      approverId: 'u-duo',
      reason: 'Locked out',
    });
    await call('u-duo', 'POST', `/api/VerificationApprovals/${asked.body.id}/answer`, {
      decision: 'deny',
      reason: 'Carol is on leave',
    });
    expect((await records()).body[0]).toMatchObject({ status: 'denied', approval: { state: 'denied' } });
    const history = sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!.history;
    expect(history.find((h) => h.type === 'Email')).toMatchObject({
      isRevoked: true,
      approval: { By: 'Dana Duo', Decision: 'deny', Reason: 'Carol is on leave' },
    });
    const attempts = verificationAttemptsOf(sandbox.state, 't-acme');
    expect(attempts.map((a) => [a.methods[0], a.result, a.approver, a.approvalReason])).toEqual([
      ['email', 'denied', 'Dana Duo', 'Carol is on leave'],
      ['sms', 'denied', 'Dana Duo', 'Carol is on leave'],
    ]);
  });

  it('the report reads a half request as 1 of 2 methods and a held one as awaiting approval', async () => {
    highRiskPolicy();
    await pass('sms');
    expect(verificationAttemptsOf(sandbox.state, 't-acme')).toMatchObject([
      { result: 'partial', methodsNeeded: 2, methodsPassed: 1, request: 'PasswordReset' },
    ]);
    await pass('email');
    // Both checks belong to the held call: neither is verified until the manager answers.
    expect(verificationAttemptsOf(sandbox.state, 't-acme').map((a) => a.result)).toEqual([
      'awaitingApproval',
      'awaitingApproval',
    ]);
  });

  it('the ticket note of a call is written once, only once it has a result; failures name their call', async () => {
    const note = (callId: string) =>
      call('u-tech', 'POST', '/api/TicketUpdate/crm/acme-cw/ticket/addNote', {
        ticketId: '1002',
        text: 'Identity verified: Bob Martinez',
        internal: true,
        callId,
      });
    await pass('sms');
    expect(await note('call-r')).toEqual({
      status: 409,
      body: { message: 'This verification has no result to note yet.' },
    });
    await pass('email');
    expect((await note('call-r')).status).toBe(200);
    expect(await note('call-r')).toEqual({
      status: 409,
      body: { message: 'A note for this verification is already on the ticket, added by Tess Tech.' },
    });
    expect((await records()).body[0].ticketNote).toMatchObject({ by: 'Tess Tech' });
    expect((await note('call-unknown')).status).toBe(404);

    const sent = await call('u-tech', 'POST', '/api/PsaContactValidation/send', {
      ...reset,
      callId: 'call-f',
      channel: 'sms',
      value: '0555 010 2002',
    });
    await call('u-tech', 'POST', '/api/PsaContactValidation/check', {
      validationId: sent.body.validationId,
      code: '000000',
    });
    const attempts = await call(
      'u-tech',
      'GET',
      '/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=acme-cw-co1-ct2',
    );
    expect(attempts.body.failures[0]).toMatchObject({ CallId: 'call-f', Reason: 'WrongCode' });
  });
});
