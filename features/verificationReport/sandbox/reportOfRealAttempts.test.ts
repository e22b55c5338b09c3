import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';

/**
 * An attempt made through End User Verification's calls shows in the report beside the seeded ones, through the
 * sandbox's feature hooks (the two features never import each other), with its method, result and ticket.
 */
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
  return { status: response.status, body: await response.json() };
}

const bob = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2', note: 'caller asked for a reset' };
const today = () => {
  const from = new Date(Date.now() - 3_600_000).toISOString();
  const to = new Date(Date.now() + 3_600_000).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&contact=Bob%20Martinez`;
};

describe("the sandbox's report of End User Verification's attempts", () => {
  it('a code checked right is a verified SMS attempt on its ticket; a send still open is none yet', async () => {
    const sent = await call('POST', '/api/PsaContactValidation/send', {
      ...bob,
      channel: 'sms',
      value: '0555 010 2002',
    });
    expect(sent.status).toBe(200);
    expect((await call('GET', `/api/VerificationReport/attempts?${today()}&_start=0&_end=50`)).body).toEqual([]);

    const outbox = (await call('GET', '/__sandbox/outbox')).body as Array<{ id: string; code: string }>;
    const { code } = outbox.find((entry) => entry.id === sent.body.validationId)!;
    const checked = await call('POST', '/api/PsaContactValidation/check', {
      validationId: sent.body.validationId,
      code,
    });
    expect(checked.body.status).toBe('verified');

    const rows = (await call('GET', `/api/VerificationReport/attempts?${today()}&_start=0&_end=50`)).body;
    expect(rows).toEqual([
      expect.objectContaining({
        contactName: 'Bob Martinez',
        technician: expect.objectContaining({ name: 'Tess Tech' }),
        ticketNumber: expect.stringMatching(/1002$/),
        methods: ['sms'],
        result: 'verified',
        note: 'caller asked for a reset',
      }),
    ]);
    const totals = (await call('GET', `/api/VerificationReport/totals?${today()}`)).body;
    expect(totals).toMatchObject({ attempts: 1, verified: 1 });
  });

  it('a held code shows with the manager who approved or denied it; a check still waiting for one says it awaits approval', async () => {
    const approve = async (decision: 'approve' | 'deny') => {
      // Bob verified on Alice's ticket: another contact, which Acme's policy holds for a manager.
      await sandbox.fetch(
        new Request('http://localhost/__sandbox/approvals/policy', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ neededFor: 'otherContact' }),
        }),
      );
      const sent = await call('POST', '/api/PsaContactValidation/send', {
        ...bob,
        ticketId: '1001',
        request: 'Other',
        callId: `call-${decision}`,
        channel: 'sms',
        value: '0555 010 2002',
      });
      const outbox = (await call('GET', '/__sandbox/outbox')).body as Array<{ id: string; code: string }>;
      const { code } = outbox.find((entry) => entry.id === sent.body.validationId)!;
      const validationId = sent.body.validationId;
      expect((await call('POST', '/api/PsaContactValidation/check', { validationId, code })).body.status).toBe(
        'approvalNeeded',
      );
      const asked = await call('POST', '/api/VerificationApprovals', {
        validationId,
        approverId: 'u-mfa',
        reason: 'x',
      });
      // Held: the report says it waits for the manager, never verified.
      const rows = (await call('GET', `/api/VerificationReport/attempts?${today()}&_start=0&_end=50`)).body;
      expect(rows).toEqual([expect.objectContaining({ result: 'awaitingApproval', approver: null })]);
      await sandbox.fetch(
        new Request(`http://localhost/__sandbox/approvals/${asked.body.id}/${decision}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ reason: 'Not the account owner' }),
        }),
      );
      return (await call('GET', `/api/VerificationReport/attempts?${today()}&_start=0&_end=50`)).body;
    };
    expect(await approve('deny')).toEqual([
      expect.objectContaining({
        contactName: 'Bob Martinez',
        result: 'denied',
        approver: 'Max Factor',
        approvalReason: 'Not the account owner',
      }),
    ]);
    sandbox = createSandbox();
    token = sandbox.state.issueSession('u-tech').accessToken;
    expect(await approve('approve')).toEqual([
      expect.objectContaining({ contactName: 'Bob Martinez', result: 'verified', approver: 'Max Factor' }),
    ]);
  });
});
