import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';

/** Planting a verified call from the console, then reading it back through the contract as the pod does. */
let sandbox: Sandbox;
let token: string;

beforeEach(() => {
  sandbox = createSandbox();
  token = sandbox.state.issueSession('u-tech').accessToken;
});

const plant = (body: object) =>
  sandbox.fetch(
    new Request('http://localhost/__sandbox/verification/calls/past', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const calls = async () =>
  (
    await sandbox.fetch(
      new Request('http://localhost/api/PsaContactValidation/calls?psaId=acme-cw&contactId=acme-cw-co1-ct2', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    )
  ).json();

describe('sandbox console: past calls', () => {
  it('go on record at their time as a verified call of the ticket, which the contract reads back', async () => {
    const planted = await plant({ contactId: 'acme-cw-co1-ct2', ticketId: '1002', minutesAgo: 12 });
    expect(planted.status).toBe(200);

    const [record] = await calls();
    expect(record).toMatchObject({ callId: (await planted.json()).callId, status: 'verified', ticketId: '1002' });
    expect(record.methodsNeeded).toBe(1);
    expect(Math.round((Date.now() - Date.parse(record.verifiedAt)) / 60_000)).toBe(12);
  });

  it('refuse a contact or ticket the tenant does not have, and a time in the future', async () => {
    expect((await plant({ contactId: 'nobody', ticketId: '1002', minutesAgo: 1 })).status).toBe(404);
    expect((await plant({ contactId: 'acme-cw-co1-ct2', ticketId: 'nope', minutesAgo: 1 })).status).toBe(404);
    expect((await plant({ contactId: 'acme-cw-co1-ct2', ticketId: '1002', minutesAgo: -5 })).status).toBe(400);
    expect(await calls()).toEqual([]);
  });
});
