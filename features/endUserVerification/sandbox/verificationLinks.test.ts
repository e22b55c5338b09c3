import { RecordingRealtime } from '@features/api/sandbox';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';

/** Verification links as the technician's pod and the end user's page see them, through the sandbox's fetch. */
let sandbox: Sandbox;
let token: string;
let realtime: RecordingRealtime;

beforeEach(() => {
  sandbox = createSandbox();
  realtime = new RecordingRealtime();
  sandbox.state.realtime = realtime;
  token = sandbox.state.issueSession('u-tech').accessToken;
});

function call(method: string, path: string, body?: unknown, bearer: string | null = token) {
  return sandbox.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

const alice = {
  psaId: 'acme-cw',
  ticketId: '1001',
  contactId: 'acme-cw-co1-ct1',
  note: '',
  request: 'PasswordReset',
  callId: 'call-a',
};

/** Sends a link by SMS to Alice's mobile; answers the pod's view (id, number) and the link's token (from the outbox). */
async function sendLink(extra: object = {}) {
  const response = await call('POST', '/api/PsaContactValidation/sendLink', {
    ...alice,
    channel: 'sms',
    value: '+1 (555) 010-2001',
    ...extra,
  });
  expect(response.status).toBe(200);
  const sent = await response.json();
  const [entry] = await (await call('GET', '/__sandbox/outbox')).json();
  return { sent, entry, linkToken: new URL(entry.verifyLink.url).hash.slice(1) };
}

/** The end user's page: no bearer, the token in the body. */
const page = (path: string, body: object) => call('POST', `/api/PsaContactValidation/link/${path}`, body, null);
const check = async (validationId: string) =>
  (await call('POST', '/api/PsaContactValidation/check', { validationId, code: null })).json();

describe('sandbox: verification links', () => {
  it('the link is /verify with a 256-bit token in the fragment; the pod gets the number, the outbox never shows it', async () => {
    const { sent, entry, linkToken } = await sendLink();
    expect(entry.verifyLink.url).toMatch(/^http:\/\/localhost\/verify#[A-Za-z0-9_-]{43}$/);
    expect(entry).toMatchObject({
      channel: 'Link',
      recipient: '+1 (555) 010-2001',
      status: 'pending',
      code: null,
      verifyLink: { via: 'SMS', state: 'open', reads: 0 },
    });
    expect(JSON.stringify(entry)).not.toContain(`"matchNumber"`);
    expect(sent).toEqual({ validationId: entry.id, expiresAt: expect.any(String), matchNumber: expect.any(Number) });
    expect(linkToken).toHaveLength(43);
  });

  it('opening the link (its details, as a scanner or a preview would) changes nothing', async () => {
    const { sent, entry, linkToken } = await sendLink();
    for (let i = 0; i < 3; i++) {
      const details = await page('details', { token: linkToken });
      expect(await details.json()).toEqual({
        mspName: 'Acme MSP',
        technicianName: 'Tess Tech',
        state: 'open',
        expiresAt: entry.expiresAt,
      });
    }
    const scan = await (await call('POST', `/__sandbox/verification/${entry.id}/scan`)).json();
    expect(scan).toMatchObject({
      id: entry.id,
      fetched: 'http://localhost/verify',
      status: 'pending',
      linkState: 'open',
    });
    expect(await check(sent.validationId)).toMatchObject({ status: 'pending', confirmed: false });
    expect(sandbox.state.world.contacts.find((c) => c.id === alice.contactId)!.history).toHaveLength(1); // only the seeded one
    expect((await (await call('GET', '/__sandbox/outbox')).json())[0].verifyLink.reads).toBe(4);
  });

  it('"Yes, continue" shows three two-digit numbers; the right one verifies with the call and request, once', async () => {
    const { sent, linkToken } = await sendLink();
    const { numbers } = await (await page('confirm', { token: linkToken })).json();
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers).size).toBe(3);
    for (const n of numbers) expect(n).toBeGreaterThanOrEqual(10);
    expect(numbers).toContain(sent.matchNumber);
    expect(await check(sent.validationId)).toMatchObject({ status: 'pending', confirmed: true });

    expect(await (await page('choose', { token: linkToken, number: sent.matchNumber })).json()).toEqual({
      result: 'verified',
    });
    const verified = await check(sent.validationId);
    expect(verified).toMatchObject({
      status: 'verified',
      verification: {
        ValidationType: 'Link',
        Value: '+1 (555) 010-2001',
        CallerRequest: 'PasswordReset',
        CallId: 'call-a',
      },
    });
    expect(realtime.sent.filter((e) => e.name === 'ContactVerificationPassed')).toHaveLength(1);
    const history = sandbox.state.world.contacts.find((c) => c.id === alice.contactId)!.history;
    expect(history[0]).toMatchObject({
      type: 'Link',
      item: '+1 (555) 010-2001',
      request: 'PasswordReset',
      callId: 'call-a',
    });

    const again = await page('choose', { token: linkToken, number: sent.matchNumber });
    expect([again.status, (await again.json()).message]).toEqual([410, 'This link has already been used.']);
    expect((await page('details', { token: linkToken })).status).toBe(200); // still readable: it says it was used
  });

  it('a wrong number or "No" denies, is a failed attempt, and is published live', async () => {
    const { sent, linkToken } = await sendLink();
    const { numbers } = await (await page('confirm', { token: linkToken })).json();
    const wrong = numbers.find((n: number) => n !== sent.matchNumber);
    expect(await (await page('choose', { token: linkToken, number: wrong })).json()).toEqual({ result: 'denied' });
    expect(await check(sent.validationId)).toMatchObject({ status: 'denied' });
    const second = await sendLink();
    expect(await (await page('deny', { token: second.linkToken })).json()).toEqual({ result: 'denied' });

    const failed = realtime.sent.filter((e) => e.name === 'ContactVerificationFailed').map((e) => e.payload);
    expect(failed).toEqual([
      expect.objectContaining({
        contactId: alice.contactId,
        psaId: 'acme-cw',
        validationId: sent.validationId,
        validationType: 'Link',
        inspectorName: 'Tess Tech',
        reason: 'WrongNumber',
      }),
      expect.objectContaining({ validationId: second.sent.validationId, reason: 'NotOnCall' }),
    ]);
    const attempts = await (
      await call('GET', `/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=${alice.contactId}`)
    ).json();
    expect(attempts.failures.map((f: { Reason: string }) => f.Reason)).toEqual(['NotOnCall', 'WrongNumber']);
  });

  it('a number before "Yes", a number not offered, a made-up token or an expired link are refused', async () => {
    const { sent, entry, linkToken } = await sendLink();
    expect((await page('choose', { token: linkToken, number: sent.matchNumber })).status).toBe(409);
    await page('confirm', { token: linkToken });
    expect((await page('choose', { token: linkToken, number: 100 })).status).toBe(400);
    expect((await page('details', { token: 'made-up' })).status).toBe(404);
    expect((await page('details', {})).status).toBe(404);
    await call('POST', `/__sandbox/verification/${entry.id}/expire`);
    const expired = await page('choose', { token: linkToken, number: sent.matchNumber });
    expect([expired.status, (await expired.json()).message]).toEqual([410, 'This link has expired.']);
    expect(await check(sent.validationId)).toMatchObject({ status: 'expired' });
  });

  it('the page needs no session, the technician calls do', async () => {
    const { linkToken } = await sendLink();
    expect((await page('details', { token: linkToken })).status).toBe(200);
    expect(
      (
        await call(
          'POST',
          '/api/PsaContactValidation/sendLink',
          { ...alice, channel: 'sms', value: '+1 (555) 010-2001' },
          null,
        )
      ).status,
    ).toBe(401);
    expect(
      (await call('GET', '/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=x', undefined, null)).status,
    ).toBe(401);
  });

  it('the opt-out rule of codes applies to links', async () => {
    const dan = {
      psaId: 'acme-cw',
      ticketId: '1004',
      contactId: 'acme-cw-co1-ct4',
      note: '',
      request: 'Other',
      callId: 'call-d',
    };
    const response = await call('POST', '/api/PsaContactValidation/sendLink', {
      ...dan,
      channel: 'sms',
      value: '+1 555 010 2004',
    });
    expect([response.status, (await response.json()).message]).toEqual([
      400,
      'Dan Okafor opted out of text messages: no code or link is texted to this contact.',
    ]);
  });
});

describe('sandbox: failed attempts and the lock', () => {
  const bob = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2', request: 'Other', callId: 'call-b' };
  const deniedPush = async (as: string, note = '') => {
    const bearer = sandbox.state.issueSession(as).accessToken;
    // Each technician's own call: a call is one technician's (another's id is refused).
    const response = await call(
      'POST',
      '/api/PsaContactValidation/sendDuoPush',
      { ...bob, note, callId: `call-${as}` },
      bearer,
    );
    if (response.status !== 200) return response;
    const { validationId } = await response.json();
    await call('POST', `/__sandbox/verification/${validationId}/deny`);
    return response;
  };

  it('from 3 failures every send needs a note; the 5th locks sends for 15 minutes; the attempts say so', async () => {
    await deniedPush('u-tech');
    await deniedPush('u-mfa');
    await deniedPush('u-tech');
    const noNote = await deniedPush('u-tech');
    expect([noNote.status, (await noNote.json()).message]).toEqual([
      400,
      'A note is required: Bob Martinez has 3 failed verification attempts recently.',
    ]);
    expect((await deniedPush('u-tech', 'Caller insists')).status).toBe(200);
    expect((await deniedPush('u-mfa', 'Second try')).status).toBe(200);

    const before = Date.now();
    const locked = await call('POST', '/api/PsaContactValidation/send', {
      ...bob,
      note: 'x',
      channel: 'sms',
      value: '0555 010 2002',
    });
    expect(locked.status).toBe(429);
    const body = await locked.json();
    // Read by people: the lock in words, never the server's ISO moment (that is `lockedUntil`).
    expect(body.message).toBe(
      'Too many failed verification attempts for Bob Martinez: new checks are refused for the next 15 minutes.',
    );
    expect(Date.parse(body.lockedUntil) - before).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(body.lockedUntil) - before).toBeLessThanOrEqual(15 * 60_000);

    const attempts = await (
      await call('GET', `/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=${bob.contactId}`)
    ).json();
    expect(attempts.failures).toHaveLength(5);
    expect(new Set(attempts.failures.map((f: { InspectorName: string }) => f.InspectorName))).toEqual(
      new Set(['Tess Tech', 'Max Factor']),
    );
    expect(attempts.lockedUntil).toBe(body.lockedUntil);
    // Another contact is not locked; the console can end the lock.
    expect((await call('POST', `/__sandbox/verification/locks/clear`)).status).toBe(200);
    expect(
      (await call('GET', `/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=${bob.contactId}`)).status,
    ).toBe(200);
    expect(
      (await (await call('GET', `/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=${bob.contactId}`)).json())
        .lockedUntil,
    ).toBeNull();
  });

  it('a wrong code and a push that timed out are failures too; a code that simply ran out is not', async () => {
    const code = await (
      await call('POST', '/api/PsaContactValidation/send', { ...bob, note: '', channel: 'sms', value: '0555 010 2002' })
    ).json();
    const sentCode: string = (await (await call('GET', '/__sandbox/outbox')).json())[0].code;
    const wrong = String((Number(sentCode) + 1) % 1_000_000).padStart(6, '0');
    await call('POST', '/api/PsaContactValidation/check', { validationId: code.validationId, code: wrong });
    const push = await (await call('POST', '/api/PsaContactValidation/sendDuoPush', { ...bob, note: '' })).json();
    await call('POST', `/__sandbox/verification/${push.validationId}/expire`);
    const other = await (
      await call('POST', '/api/PsaContactValidation/send', { ...bob, note: '', channel: 'sms', value: '0555 010 2002' })
    ).json();
    await call('POST', `/__sandbox/verification/${other.validationId}/expire`);
    const attempts = await (
      await call('GET', `/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=${bob.contactId}`)
    ).json();
    expect(
      attempts.failures.map((f: { Reason: string; ValidationType: string }) => [f.Reason, f.ValidationType]),
    ).toEqual([
      ['TimedOut', 'Duo Push'],
      ['WrongCode', 'SMS'],
    ]);
  });
});
