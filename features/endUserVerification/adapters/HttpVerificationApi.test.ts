import { http, HttpResponse } from 'msw';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { createHttpClient } from '@features/api/adapters';
import { HttpPhoneNumbersApi } from './HttpPhoneNumbersApi';
import { HttpTicketNotesApi } from './HttpTicketNotesApi';
import { HttpVerificationApi } from './HttpVerificationApi';
import { SendsLockedError } from '../core/VerificationApi';
import { ledgerOf } from '../sandbox/VerificationLedger';

const { sandbox, server } = setupSandboxServer();
const errors: string[] = [];
let token: string | null = null;
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: (m) => errors.push(m),
});
const api = new HttpVerificationApi(client);
const phones = new HttpPhoneNumbersApi(client);
const notes = new HttpTicketNotesApi(client);
const bob = {
  psaId: 'acme-cw',
  ticketId: '1002',
  contactId: 'acme-cw-co1-ct2',
  note: '',
  request: 'Other' as const,
  callId: 'call-bob',
};

beforeEach(() => {
  errors.length = 0;
  // One sandbox per file: each test starts without the failures (and the lock) of the one before.
  ledgerOf(sandbox.state).reset();
  token = sessionFor(sandbox).accessToken;
});

async function latestCode(): Promise<string> {
  const outbox = await (await fetch('http://localhost/__sandbox/outbox')).json();
  return outbox[0].code;
}

describe('HttpVerificationApi against the sandbox', () => {
  it('sends a code and checks it, mapping the recorded verification', async () => {
    const sent = await api.sendCode({ ...bob, channel: 'sms', value: '0555 010 2002' });
    expect(sent.expiresAt).toBeGreaterThan(Date.now());
    const outcome = await api.check(sent.validationId, await latestCode());
    expect(outcome).toEqual({
      status: 'verified',
      record: {
        value: '0555 010 2002',
        validationType: 'SMS',
        inspectorName: 'Tess Tech',
        note: '',
        date: expect.any(String),
        request: 'Other',
        callId: 'call-bob',
        ticketId: '1002',
        ticketNumber: 'T1002',
        inspectorId: 'u-tech',
      },
    });
  });

  it('sends a code by Teams with the channel alone (no value) and checks it as a Teams verification', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/PsaContactValidation/send'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const alice = { ...bob, ticketId: '1001', contactId: 'acme-cw-co1-ct1', callId: 'call-alice' };
    const sent = await api.sendCode({ ...alice, channel: 'teams' });
    server.events.removeAllListeners('request:start');
    expect(bodies).toEqual([{ ...alice, channel: 'teams' }]);
    const outcome = await api.check(sent.validationId, await latestCode());
    expect(outcome).toMatchObject({
      status: 'verified',
      record: { value: 'alice.johnson@contoso.example', validationType: 'Teams', ticketId: '1001' },
    });
  });

  it('a backend whose settings leave Teams out sends no code by Teams', async () => {
    const { teams: _teams, ...older } = ledgerOf(sandbox.state).settingsFor('t-acme').methods;
    server.use(
      http.get('*/api/VerificationSettings', () =>
        HttpResponse.json({ ...ledgerOf(sandbox.state).settingsFor('t-acme'), methods: older }),
      ),
    );
    expect((await api.settings()).methods.teams).toBe(false);
  });

  it('a send refused because the contact is locked says until when, without a toast; a 429 without it is a refusal', async () => {
    const lockedUntil = '2026-11-27T05:53:04.920Z';
    server.use(
      http.post('*/api/PsaContactValidation/send', () =>
        HttpResponse.json({ message: `refused until ${lockedUntil}`, lockedUntil }, { status: 429 }),
      ),
    );
    const refusal = await api.sendCode({ ...bob, channel: 'sms', value: '0555 010 2002' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SendsLockedError);
    expect((refusal as SendsLockedError).until).toBe(Date.parse(lockedUntil));
    expect((refusal as SendsLockedError).message).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(errors).toEqual([]);
    server.use(
      http.post('*/api/PsaContactValidation/sendDuoPush', () =>
        HttpResponse.json({ message: 'Slow down.' }, { status: 429 }),
      ),
    );
    const plain = await api.sendPush('duo', bob).catch((e: unknown) => e);
    expect(plain).not.toBeInstanceOf(SendsLockedError);
    expect(plain).toMatchObject({ kind: 'server', status: 429, message: 'Slow down.' });
  });

  it('a verification link: the number to read out, pending until the contact answers, then verified', async () => {
    const sent = await api.sendLink({
      ...bob,
      request: 'PasswordReset',
      channel: 'email',
      value: 'bob.martinez@contoso.example',
    });
    expect(sent.matchNumber).toBeGreaterThanOrEqual(10);
    expect(sent.matchNumber).toBeLessThanOrEqual(99);
    expect(await api.check(sent.validationId, null)).toEqual({ status: 'pending', confirmed: false });
    const [entry] = await (await fetch('http://localhost/__sandbox/outbox')).json();
    const token = new URL(entry.verifyLink.url).hash.slice(1);
    const post = (path: string, body: object) =>
      fetch(`http://localhost/api/PsaContactValidation/link/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, ...body }),
      });
    expect((await post('confirm', {})).status).toBe(200);
    expect(await api.check(sent.validationId, null)).toEqual({ status: 'pending', confirmed: true });
    expect(await (await post('choose', { number: sent.matchNumber })).json()).toEqual({ result: 'verified' });
    expect(await api.check(sent.validationId, null)).toMatchObject({
      status: 'verified',
      record: { validationType: 'Link', request: 'PasswordReset', callId: 'call-bob' },
    });
  });

  it("reads the contact's call records; a status its own methods contradict is read as what they show", async () => {
    expect(await api.callRecords('acme-cw', bob.contactId)).toEqual([]);
    await api.sendCode({ ...bob, request: 'PasswordReset', channel: 'sms', value: '0555 010 2002' });
    const sent = await api.sendCode({ ...bob, request: 'PasswordReset', channel: 'sms', value: '0555 010 2002' });
    await api.check(sent.validationId, await latestCode());
    const [record] = await api.callRecords('acme-cw', bob.contactId);
    expect(record).toMatchObject({
      callId: 'call-bob',
      request: 'PasswordReset',
      methodsNeeded: 2,
      status: 'partial',
      passed: [{ validationType: 'SMS', value: '0555 010 2002', note: '' }],
      technician: { id: 'u-tech', name: 'Tess Tech' },
    });
    // The record as the wire carries it (no approval on it, so the domain's shape is the wire's).
    const wire = { ...record!, approval: null };
    // One method, and the backend says verified for a request that needs two: read as 1 of 2, never more.
    server.use(
      http.get('*/api/PsaContactValidation/calls', () =>
        HttpResponse.json([{ ...wire, status: 'verified', verifiedAt: record!.passed[0]!.at }]),
      ),
    );
    expect((await api.callRecords('acme-cw', bob.contactId))[0]?.status).toBe('partial');
    server.use(http.get('*/api/PsaContactValidation/calls', () => HttpResponse.json([{ ...wire, methodsNeeded: 3 }])));
    await expect(api.callRecords('acme-cw', bob.contactId)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("reads a contact's failed attempts (any technician) and the lock", async () => {
    expect(await api.attempts('acme-cw', bob.contactId)).toEqual({ failures: [], lockedUntil: null });
    const sent = await api.sendPush('duo', bob);
    await fetch(`http://localhost/__sandbox/verification/${sent.validationId}/deny`, { method: 'POST' });
    const { failures, lockedUntil } = await api.attempts('acme-cw', bob.contactId);
    expect(failures).toEqual([
      {
        date: expect.any(String),
        validationType: 'Duo Push',
        inspectorName: 'Tess Tech',
        reason: 'Denied',
        value: '0555 010 2002',
        callId: 'call-bob',
      },
    ]);
    expect(lockedUntil).toBeNull();
    server.use(
      http.get('*/api/PsaContactValidation/attempts', () =>
        HttpResponse.json({ failures: [], lockedUntil: '2026-11-26T10:42:00.000Z' }),
      ),
    );
    expect((await api.attempts('acme-cw', bob.contactId)).lockedUntil).toBe(Date.parse('2026-11-26T10:42:00.000Z'));
  });

  it('a wrong code carries the tries left; the fifth locks the code; a backend that does not count gives null', async () => {
    const sent = await api.sendCode({ ...bob, channel: 'sms', value: '0555 010 2002' });
    const code = await latestCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await api.check(sent.validationId, wrong)).toEqual({ status: 'wrong', triesLeft: 4 });
    for (let i = 0; i < 3; i++) await api.check(sent.validationId, wrong);
    expect(await api.check(sent.validationId, wrong)).toEqual({ status: 'locked' });
    expect(await api.check(sent.validationId, code)).toEqual({ status: 'locked' });
    server.use(
      http.post('*/api/PsaContactValidation/check', () => HttpResponse.json({ status: 'wrong', verification: null })),
    );
    expect(await api.check(sent.validationId, wrong)).toEqual({ status: 'wrong', triesLeft: null });
  });

  it('a refused send rejects with the server message, toasted once', async () => {
    await expect(api.sendCode({ ...bob, channel: 'sms', value: '+1 000' })).rejects.toMatchObject({
      kind: 'server',
      message: 'This contact has no such phone number.',
      reported: true,
    });
    expect(errors).toEqual(['This contact has no such phone number.']);
  });

  it('an aborted send rejects as cancelled and toasts nothing', async () => {
    server.use(http.post('*/api/PsaContactValidation/send', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const sending = api.sendCode({ ...bob, channel: 'sms', value: '0555 010 2002' }, controller.signal);
    controller.abort();
    await expect(sending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(errors).toEqual([]);
  });

  it('pushes: Duo pending, then the console approves', async () => {
    const sent = await api.sendPush('duo', bob);
    expect(await api.check(sent.validationId, null)).toEqual({ status: 'pending', confirmed: false });
    await fetch(`http://localhost/__sandbox/verification/${sent.validationId}/approve`, { method: 'POST' });
    expect(await api.check(sent.validationId, null)).toMatchObject({
      status: 'verified',
      record: { validationType: 'Duo Push' },
    });
  });

  it('reads the tenant settings and the company overrides', async () => {
    expect(await api.settings()).toEqual({
      methods: { sms: true, email: true, link: true, duoPush: true, microsoftPush: true, teams: true },
      codeLifetimeSeconds: 300,
      noteRequiredForOtherContacts: true,
      verifiedForMinutes: 60,
      failedAttempts: { windowMinutes: 60, warnAt: 3, lockAt: 5, lockMinutes: 15 },
      twoMethodRequests: ['PasswordReset', 'MfaReset'],
      approval: { neededFor: [], expiresAfterMinutes: 10 },
    });
    expect(await api.companySettings('acme-cw', 'acme-cw-co1')).toBeNull();
    expect(await api.companySettings('acme-cw', 'acme-cw-co2')).toEqual({
      codeLifetimeSeconds: 120,
      methods: { duoPush: false },
      verifiedForMinutes: 15,
    });
  });

  it('malformed answers are one clear error', async () => {
    server.use(
      http.post('*/api/PsaContactValidation/check', () =>
        HttpResponse.json({ status: 'verified', verification: null }),
      ),
      http.post('*/api/PsaContactValidation/send', () => HttpResponse.json({ validationId: 'v-1', expiresAt: 'soon' })),
      http.get('*/api/VerificationSettings', () =>
        HttpResponse.json({ methods: { sms: true }, codeLifetimeSeconds: 300 }),
      ),
    );
    await expect(api.check('v-1', '123456')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(api.sendCode({ ...bob, channel: 'sms', value: '0555 010 2002' })).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected expiry time.',
    });
    await expect(api.settings()).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected answer for the verification settings.',
    });
  });
});

describe('HttpPhoneNumbersApi and HttpTicketNotesApi against the sandbox', () => {
  it('knows opted-out numbers and formats numbers', async () => {
    expect(await phones.isOptedOut('+1 555 010 2004')).toBe(true);
    expect(await phones.isOptedOut('0555 010 2002')).toBe(false);
    expect(await phones.beautify('15550102001')).toBe('+1 (555) 010-2001');
  });

  it('a failed beautify is silent (display falls back to the raw number)', async () => {
    await expect(phones.beautify('no digits')).rejects.toMatchObject({ kind: 'server' });
    expect(errors).toEqual([]);
  });

  it('adds an internal note to the ticket', async () => {
    await notes.addNote('acme-cw', '1002', 'Identity verified: Bob Martinez');
    const saved = await (await fetch('http://localhost/__sandbox/ticket-notes')).json();
    expect(saved[0]).toMatchObject({ crmId: 'acme-cw', ticketId: '1002', text: 'Identity verified: Bob Martinez' });
  });
});
