import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';
import { DEFAULT_VERIFICATION_SETTINGS, ledgerOf } from './VerificationLedger';

/** Codes by Teams as a client and the contact's side see them, straight through the sandbox's fetch. */
let sandbox: Sandbox;
let token: string;

beforeEach(() => {
  sandbox = createSandbox();
  token = sandbox.state.issueSession('u-tech').accessToken;
});

async function call(method: string, path: string, body?: unknown) {
  const response = await sandbox.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const type = response.headers.get('Content-Type') ?? '';
  return { status: response.status, body: type.includes('json') ? await response.json() : await response.text() };
}

/** Alice (ticket 1001) has onboarded her Microsoft tenant; Bob (ticket 1002) has not. */
const alice = { psaId: 'acme-cw', ticketId: '1001', contactId: 'acme-cw-co1-ct1', note: '', request: 'Other' };
const bob = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2', note: '', request: 'Other' };
const sendTeams = (who: object = alice) => call('POST', '/api/PsaContactValidation/send', { ...who, channel: 'teams' });
const teamsOutbox = async () =>
  (await call('GET', '/__sandbox/outbox/teams')).body as Array<{
    id: string;
    to: string;
    contactName: string;
    message: string;
    code: string;
    status: string;
  }>;
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sandbox: codes by Teams', () => {
  it("sends the code as a Teams message to the contact's Microsoft account, readable in the Teams view", async () => {
    const sent = await sendTeams();
    expect(sent.status).toBe(200);
    const [entry] = (await call('GET', '/__sandbox/outbox')).body;
    expect(entry).toMatchObject({
      id: sent.body.validationId,
      channel: 'Teams',
      recipient: 'alice.johnson@contoso.example',
      status: 'sent',
    });
    const message = (await teamsOutbox())[0]!;
    expect(message).toMatchObject({ id: entry.id, to: 'alice.johnson@contoso.example', contactName: 'Alice Johnson' });
    expect(message.code).toBe(entry.code);
    expect(message.message).toBe(
      `Acme MSP: your verification code is ${entry.code}. Read it out to Tess Tech, who is on a call with you. ` +
        'It expires in 5 minutes.',
    );
    const consolePage = (await call('GET', '/__sandbox')).body as string;
    expect(consolePage).toContain('Teams messages (codes)');
    expect(consolePage).toContain(`<code>${entry.code}</code>`);
  });

  it('checks like any code: a wrong one counts, the right one records a Teams verification on the person', async () => {
    const { validationId } = (await sendTeams()).body;
    const { code } = (await teamsOutbox())[0]!;
    const itemsBefore = structuredClone(sandbox.state.world.contacts.find((c) => c.id === alice.contactId)!);
    const wrong = await call('POST', '/api/PsaContactValidation/check', { validationId, code: wrongOf(code) });
    expect(wrong.body).toEqual({ status: 'wrong', verification: null, triesLeft: 4, confirmed: null });
    const failures = (await call('GET', '/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=acme-cw-co1-ct1'))
      .body.failures;
    expect(failures).toEqual([expect.objectContaining({ ValidationType: 'Teams', Reason: 'WrongCode' })]);

    const right = await call('POST', '/api/PsaContactValidation/check', { validationId, code });
    expect(right.body).toMatchObject({
      status: 'verified',
      verification: { ValidationType: 'Teams', Value: 'alice.johnson@contoso.example', TicketId: '1001' },
    });
    const contact = sandbox.state.world.contacts.find((c) => c.id === alice.contactId)!;
    expect(contact.history[0]).toMatchObject({ type: 'Teams', item: 'alice.johnson@contoso.example' });
    // Teams proves the person, not a phone or an email: no item changes.
    expect(contact.communicationItems).toEqual(itemsBefore.communicationItems);
  });

  it('five wrong codes lock the code, and the attempt shows in the report as method teams', async () => {
    const { validationId } = (await sendTeams()).body;
    const { code } = (await teamsOutbox())[0]!;
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await call('POST', '/api/PsaContactValidation/check', { validationId, code: wrongOf(code) })).body);
    expect(answers.map((a) => a.status)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked']);
    const from = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    const to = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    const rows = (
      await call('GET', `/api/VerificationReport/attempts?from=${from}&to=${to}&method=teams&_start=0&_end=50`)
    ).body;
    expect(rows).toEqual([
      expect.objectContaining({ contactName: 'Alice Johnson', methods: ['teams'], result: 'lockedOut' }),
    ]);
    // Five failures lock new checks on the contact, Teams included.
    const again = await sendTeams({ ...alice, note: 'Caller insists' });
    expect(again.status).toBe(429);
    expect(again.body.lockedUntil).toEqual(expect.any(String));
  });

  it('refuses a contact whose tenant has not onboarded, and a company that turned Teams codes off', async () => {
    const notOnboarded = await sendTeams(bob);
    expect(notOnboarded).toEqual({
      status: 400,
      body: { message: "Bob Martinez's Microsoft tenant has not onboarded: no Teams message can go." },
    });
    ledgerOf(sandbox.state).settingsByTenant.set('t-acme', {
      ...structuredClone(DEFAULT_VERIFICATION_SETTINGS),
      methods: { ...DEFAULT_VERIFICATION_SETTINGS.methods, teams: false },
    });
    const off = await sendTeams();
    expect(off).toEqual({ status: 400, body: { message: 'This verification method is turned off for this company.' } });
    expect(await teamsOutbox()).toEqual([]);
  });
});
