import { RecordingRealtime } from '@features/api/sandbox';
import { TENANT_STARTING_SETTINGS } from '../core/VerificationSettings';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { ledgerOf } from './VerificationLedger';

/** The verification contract as a client sees it, straight through the sandbox's fetch. */
let sandbox: Sandbox;
let token: string;

beforeEach(() => {
  sandbox = createSandbox();
  token = sandbox.state.issueSession('u-tech').accessToken;
});

function call(method: string, path: string, body?: unknown, init: RequestInit = {}) {
  return sandbox.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    }),
  );
}

const bob = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2', note: '' };
const sendSms = (extra: object = {}) =>
  call('POST', '/api/PsaContactValidation/send', { ...bob, channel: 'sms', value: '0555 010 2002', ...extra });
const outbox = async () => (await call('GET', '/__sandbox/outbox')).json();

const bobCall = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2', note: '' };

describe('sandbox: codes', () => {
  it('a send lands in the outbox with a six-digit code that expires after the configured lifetime', async () => {
    const before = Date.now();
    const response = await sendSms();
    expect(response.status).toBe(200);
    const sent = await response.json();
    const [entry] = await outbox();
    expect(entry).toMatchObject({
      id: sent.validationId,
      channel: 'SMS',
      recipient: '0555 010 2002',
      status: 'sent',
      contactName: 'Bob Martinez',
      inspectorName: 'Tess Tech',
    });
    expect(entry.code).toMatch(/^\d{6}$/);
    const lifetime = Date.parse(sent.expiresAt) - Date.parse(entry.time);
    expect(lifetime).toBe(300_000);
    expect(Date.parse(entry.time)).toBeGreaterThanOrEqual(before - 1);
  });

  it('the company override shortens the lifetime (Northwind: 120 s) and turns Duo off', async () => {
    const northwindBob = { psaId: 'acme-cw', ticketId: '1008', contactId: 'acme-cw-co2-ct2', note: '' };
    const sent = await (
      await call('POST', '/api/PsaContactValidation/send', { ...northwindBob, channel: 'sms', value: '0555 010 2002' })
    ).json();
    const [entry] = await outbox();
    expect(Date.parse(sent.expiresAt) - Date.parse(entry.time)).toBe(120_000);
    const duo = await call('POST', '/api/PsaContactValidation/sendDuoPush', northwindBob);
    expect(duo.status).toBe(400);
    expect((await duo.json()).message).toBe('This verification method is turned off for this company.');
    expect(
      (await (await call('GET', '/api/CompanyVerificationSettings/acme-cw/company/acme-cw-co2')).json()).data,
    ).toEqual({ codeLifetimeSeconds: 120, methods: { duoPush: false }, verifiedForMinutes: 15 });
    expect(
      (await (await call('GET', '/api/CompanyVerificationSettings/acme-cw/company/acme-cw-co1')).json()).data,
    ).toBeNull();
  });

  it('check: wrong, then right (recorded in the world), then the same right code again answers the same record, counted once', async () => {
    const { validationId } = await (await sendSms()).json();
    const code: string = (await outbox())[0].code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await (await call('POST', '/api/PsaContactValidation/check', { validationId, code: wrong })).json()).toEqual(
      { status: 'wrong', verification: null, triesLeft: 4, confirmed: null },
    );
    const right = await (await call('POST', '/api/PsaContactValidation/check', { validationId, code })).json();
    expect(right).toMatchObject({
      status: 'verified',
      verification: {
        ContactId: 'acme-cw-co1-ct2',
        Value: '0555 010 2002',
        ValidationType: 'SMS',
        InspectorName: 'Tess Tech',
        Note: '',
      },
    });
    const contact = sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!;
    expect(contact.history[0]).toMatchObject({
      item: '0555 010 2002',
      type: 'SMS',
      inspector: 'Tess Tech',
      isRevoked: false,
    });
    expect(contact.communicationItems.map((i) => i.isVerified)).toEqual([true, false, false, false]);
    // A second tab checking the same right code: the same record, nothing counted twice; a wrong one now is over.
    const again = await (await call('POST', '/api/PsaContactValidation/check', { validationId, code })).json();
    expect(again).toEqual(right);
    expect(contact.history.filter((h) => h.type === 'SMS' && h.item === '0555 010 2002')).toHaveLength(1);
    expect(
      (await (await call('POST', '/api/PsaContactValidation/check', { validationId, code: wrong })).json()).status,
    ).toBe('expired');
  });

  it('each wrong code says how many tries are left; the fifth locks the code, and even the right code is then refused', async () => {
    const { validationId } = await (await sendSms()).json();
    const code: string = (await outbox())[0].code;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await (await call('POST', '/api/PsaContactValidation/check', { validationId, code: wrong })).json());
    expect(answers.map((a) => [a.status, a.triesLeft])).toEqual([
      ['wrong', 4],
      ['wrong', 3],
      ['wrong', 2],
      ['wrong', 1],
      ['locked', 0],
    ]);
    expect(await (await call('POST', '/api/PsaContactValidation/check', { validationId, code })).json()).toEqual({
      status: 'locked',
      verification: null,
      triesLeft: 0,
      confirmed: null,
    });
    expect((await outbox())[0].status).toBe('locked');
  });

  it('the console expires a code', async () => {
    const { validationId } = await (await sendSms()).json();
    const code: string = (await outbox())[0].code;
    expect((await call('POST', `/__sandbox/verification/${validationId}/expire`)).status).toBe(200);
    expect((await (await call('POST', '/api/PsaContactValidation/check', { validationId, code })).json()).status).toBe(
      'expired',
    );
    expect((await outbox())[0].status).toBe('expired');
  });

  it('a code past its lifetime is expired', async () => {
    const { validationId } = await (await sendSms()).json();
    ledgerOf(sandbox.state).outbox[0]!.expiresAt = new Date(Date.now() - 1).toISOString();
    const code: string = (await outbox())[0].code;
    expect((await (await call('POST', '/api/PsaContactValidation/check', { validationId, code })).json()).status).toBe(
      'expired',
    );
  });

  it('refuses bad input with a message and records nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [{ value: '+1 555 999 0000' }, 400, 'This contact has no such phone number.'],
      [{ channel: 'fax' }, 400, 'Choose how to send it: sms, email or teams.'],
      [{ contactId: 'nobody' }, 404, 'This contact was not found.'],
      [{ psaId: 'bolt-cw' }, 404, 'This integration was not found.'], // another tenant's integration
      [{ ticketId: '1001' }, 400, "A note is required to verify a contact other than the ticket's own."],
    ];
    for (const [extra, status, message] of cases) {
      const response = await sendSms(extra);
      expect([response.status, (await response.json()).message]).toEqual([status, message]);
    }
    expect(await outbox()).toEqual([]);
    expect((await sendSms({ ticketId: '1001', note: 'Manager approval' })).status).toBe(200);
  });

  it('from a contact screen (no ticket) the contact is the one on screen: no note is asked, as the pod says', async () => {
    const response = await sendSms({ ticketId: null, note: '' });
    expect([response.status, (await response.json()).message]).toEqual([200, undefined]);
  });

  it('never texts a line other contacts of the company use, however it is written (punctuation, a leading zero)', async () => {
    const contoso = sandbox.state.world.contacts.filter((c) => c.companyId === 'acme-cw-co1');
    const officeOf = (id: string) =>
      contoso.find((c) => c.id === id)!.communicationItems.find((i) => i.name === 'Office')!;
    officeOf('acme-cw-co1-ct1').value = '(555) 010-9000';
    officeOf('acme-cw-co1-ct2').value = '0555 010 9000';
    const refused = await sendSms({ value: '0555 010 9000' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(
      'Shared line: other contacts of Contoso Dental use this number, so a code sent there proves nothing.',
    );
    expect(await outbox()).toEqual([]);
    // The pod record says which line is shared (and only that one), so the panel disables it before any click.
    const record = await (await call('GET', '/api/ConnectwisePod/acme-cw/ticket/1002')).json();
    expect(
      record.communicationItems.map((item: { Name: string; IsShared?: boolean }) => [
        item.Name,
        item.IsShared ?? false,
      ]),
    ).toEqual([
      ['Mobile', false],
      ['Work email', false],
      ['Personal email', false],
      ['Office', true],
    ]);
    // A number only this contact has is not shared: named "Office" it is a landline (the pod's one rule, here too),
    // named as a mobile it is texted.
    officeOf('acme-cw-co1-ct1').value = '+1 555 010 7001';
    officeOf('acme-cw-co1-ct4').value = '+1 555 010 7004';
    expect((await (await sendSms({ value: '0555 010 9000' })).json()).message).toBe(
      'A landline cannot receive text messages: choose a mobile or an email address.',
    );
    officeOf('acme-cw-co1-ct2').name = 'Second mobile';
    expect((await sendSms({ value: '0555 010 9000' })).status).toBe(200);
  });

  it('never texts a fax line (by its type or its name) or a number with letters: each refused with its own reason', async () => {
    const bob = sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!;
    bob.communicationItems.push(
      { name: 'Front desk', type: 'fax', value: '+1 555 010 7000', isVerified: false },
      { name: 'Fax (old)', type: 'phone', value: '+1 555 010 7001', isVerified: false },
      { name: 'Cell', type: 'phone', value: '555-CALL-BOB', isVerified: false },
    );
    const refused = async (value: string) =>
      (await call('POST', '/api/PsaContactValidation/send', { ...bobCall, channel: 'sms', value })).json();
    const fax = 'A fax line cannot receive text messages: choose a mobile or an email address.';
    expect((await refused('+1 555 010 7000')).message).toBe(fax);
    expect((await refused('+1 555 010 7001')).message).toBe(fax);
    expect((await refused('555-CALL-BOB')).message).toBe(
      'This number has letters in it: correct it in the PSA; no code or link is texted to it.',
    );
    expect(await outbox()).toEqual([]);
  });

  it('never texts an opted-out number', async () => {
    const dan = { psaId: 'acme-cw', ticketId: '1004', contactId: 'acme-cw-co1-ct4', note: '' };
    const response = await call('POST', '/api/PsaContactValidation/send', {
      ...dan,
      channel: 'sms',
      value: '+1 555 010 2004',
    });
    expect([response.status, (await response.json()).message]).toEqual([
      400,
      'Dan Okafor opted out of text messages: no code or link is texted to this contact.',
    ]);
    // Nor any other number of his: the office line is not texted to reach him either.
    const office = await call('POST', '/api/PsaContactValidation/send', {
      ...dan,
      channel: 'sms',
      value: '+1 555 010 9000',
    });
    expect(office.status).toBe(400);
    const permission = await call('POST', '/api/MessagingPermissions/check-phone-number', { phone: '(555) 010-2004' });
    expect(await permission.json()).toEqual({ phone: '(555) 010-2004', optedOut: true });
    // The shared office line is not opted out because one colleague is.
    expect(
      (await (await call('POST', '/api/MessagingPermissions/check-phone-number', { phone: '+1 555 010 9000' })).json())
        .optedOut,
    ).toBe(false);
    expect((await call('POST', '/api/MessagingPermissions/check-phone-number', { phone: 'none' })).status).toBe(400);
  });

  it('a send cancelled while the gateway is busy sends nothing', async () => {
    await call('POST', '/__sandbox/verification/gateway', { delayMs: 5000 });
    const controller = new AbortController();
    const aborted = call(
      'POST',
      '/api/PsaContactValidation/send',
      { ...bob, channel: 'sms', value: '0555 010 2002' },
      { signal: controller.signal },
    );
    controller.abort();
    const response = await aborted;
    expect(response.status).toBe(409);
    expect(await (await call('GET', '/__sandbox/verification/gateway')).json()).toEqual({
      delayMs: 5000,
      cancelled: 1,
    });
    await call('POST', '/__sandbox/verification/gateway', { delayMs: 0 });
    expect(await outbox()).toEqual([]);
  });
});

describe('sandbox: pushes and the end user', () => {
  it('an approved push is recorded and published to the tenant as ContactVerificationPassed', async () => {
    const realtime = new RecordingRealtime();
    sandbox.state.realtime = realtime;
    const { validationId } = await (await call('POST', '/api/PsaContactValidation/sendDuoPush', bob)).json();
    expect(
      (await (await call('POST', '/api/PsaContactValidation/check', { validationId, code: null })).json()).status,
    ).toBe('pending');
    expect((await call('POST', `/__sandbox/verification/${validationId}/approve`)).status).toBe(200);
    const check = await (await call('POST', '/api/PsaContactValidation/check', { validationId, code: null })).json();
    expect(check).toMatchObject({
      status: 'verified',
      verification: { ValidationType: 'Duo Push', Value: '0555 010 2002' },
    });
    expect(realtime.sent.filter((e) => e.name !== 'VerificationCallChanged')).toEqual([
      {
        kind: 'hub',
        to: 't-acme',
        name: 'ContactVerificationPassed',
        payload: {
          contactId: 'acme-cw-co1-ct2',
          psaId: 'acme-cw',
          value: '0555 010 2002',
          validationType: 'Duo Push',
          inspectorName: 'Tess Tech',
          note: '',
          date: check.verification.Date,
          request: 'Other',
          callId: expect.stringMatching(/^call-/),
          // Whose call it was: the ticket and the technician (other pods show it neutral).
          ticketId: '1002',
          ticketNumber: 'T1002',
          inspectorId: 'u-tech',
        },
      },
    ]);
    expect(sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!.history[0]?.type).toBe('Duo Push');
    // Answered once only.
    expect((await call('POST', `/__sandbox/verification/${validationId}/deny`)).status).toBe(409);
  });

  it('a denied push reads as denied; a code cannot be approved', async () => {
    const { validationId } = await (await call('POST', '/api/PsaContactValidation/sendDuoPush', bob)).json();
    await call('POST', `/__sandbox/verification/${validationId}/deny`);
    expect(
      (await (await call('POST', '/api/PsaContactValidation/check', { validationId, code: null })).json()).status,
    ).toBe('denied');
    const code = await (await sendSms()).json();
    expect((await call('POST', `/__sandbox/verification/${code.validationId}/approve`)).status).toBe(409);
  });

  it('the Microsoft push needs an onboarded tenant', async () => {
    const refused = await call('POST', '/api/PsaContactValidation/sendMicrosoftPush', bob);
    expect([refused.status, (await refused.json()).message]).toEqual([
      400,
      "This contact's Microsoft tenant has not onboarded.",
    ]);
    const alice = { psaId: 'acme-cw', ticketId: '1001', contactId: 'acme-cw-co1-ct1', note: '' };
    const sent = await call('POST', '/api/PsaContactValidation/sendMicrosoftPush', alice);
    expect(sent.status).toBe(200);
    expect((await outbox())[0]).toMatchObject({
      channel: 'Microsoft Push',
      recipient: 'alice.johnson@contoso.example',
      code: null,
    });
  });

  it('opening the link of an email verification completes it live', async () => {
    const realtime = new RecordingRealtime();
    sandbox.state.realtime = realtime;
    await call('POST', '/api/PsaContactValidation/send', {
      ...bob,
      channel: 'email',
      value: 'bob.martinez@contoso.example',
    });
    const [entry] = await outbox();
    expect(entry.link).toBe(`/__sandbox/verification/${entry.id}/open-link`);
    expect((await call('POST', entry.link)).status).toBe(200);
    expect(realtime.sent.find((e) => e.name === 'ContactVerificationPassed')).toMatchObject({
      payload: { validationType: 'Email', value: 'bob.martinez@contoso.example' },
    });
    const contact = sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!;
    expect(contact.communicationItems.find((i) => i.name === 'Work email')?.isVerified).toBe(true);
  });

  it('the console page lists the outbox as text, with approve and deny for a pending push', async () => {
    await call('POST', '/api/PsaContactValidation/sendDuoPush', bob);
    const contact = sandbox.state.world.contacts.find((c) => c.id === 'acme-cw-co1-ct2')!;
    contact.name = '<img src=x onerror=alert(1)>';
    await sendSms();
    const page = await (await call('GET', '/__sandbox')).text();
    expect(page).toContain('Outbox (verification)');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
    expect(page).toMatch(/verification\/v-[\w-]+\/approve/);
    expect(page).toMatch(/verification\/v-[\w-]+\/deny/);
  });

  it('a console form post goes back to the console', async () => {
    const { validationId } = await (await call('POST', '/api/PsaContactValidation/sendDuoPush', bob)).json();
    const response = await sandbox.fetch(
      new Request(`http://localhost/__sandbox/verification/${validationId}/approve`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
    );
    expect([response.status, response.headers.get('Location')]).toEqual([303, '/__sandbox#outbox']);
  });
});

describe('sandbox: settings, phone formatting and ticket notes', () => {
  it('GET /VerificationSettings answers the tenant defaults', async () => {
    // The product's documented starting settings (every method on, codes for 5 minutes, an hour's window, ...).
    expect(await (await call('GET', '/api/VerificationSettings')).json()).toEqual(TENANT_STARTING_SETTINGS);
  });

  it.each([
    ['+1 (555) 010-2001', '+1 (555) 010-2001'],
    ['15550102001', '+1 (555) 010-2001'],
    ['5550102001', '+1 (555) 010-2001'],
    ['05550102002', '+1 (555) 010-2002'],
    ['0555 010 2002', '+1 (555) 010-2002'],
    ['+44 20 7946 0000', '+44 20 7946 0000'],
  ])('beautifies %s as %s', async (data, shown) => {
    expect(await (await call('POST', '/api/Common/beautifyPhoneNumber', { data })).json()).toEqual({ data: shown });
  });

  it('adds a note to a ticket of the technician’s tenant only', async () => {
    const ok = await call('POST', '/api/TicketUpdate/crm/acme-cw/ticket/addNote', {
      ticketId: '1002',
      text: 'Verified',
      internal: true,
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await call('POST', '/api/TicketUpdate/crm/bolt-cw/ticket/addNote', {
          ticketId: '1002',
          text: 'x',
          internal: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/TicketUpdate/crm/acme-cw/ticket/addNote', {
          ticketId: '1002',
          text: '  ',
          internal: true,
        })
      ).status,
    ).toBe(400);
    expect(await (await call('GET', '/__sandbox/ticket-notes')).json()).toEqual([
      expect.objectContaining({ crmId: 'acme-cw', ticketId: '1002', text: 'Verified', author: 'Tess Tech' }),
    ]);
  });
});
