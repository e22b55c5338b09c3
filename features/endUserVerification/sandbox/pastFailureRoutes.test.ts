import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';

/** Planting past failures from the console, then reading them back through the contract as the pod does. */
let sandbox: Sandbox;
let token: string;

beforeEach(() => {
  sandbox = createSandbox();
  token = sandbox.state.issueSession('u-tech').accessToken;
});

const plant = (body: object) =>
  sandbox.fetch(
    new Request('http://localhost/__sandbox/verification/failures/past', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const attempts = async () =>
  (
    await sandbox.fetch(
      new Request('http://localhost/api/PsaContactValidation/attempts?psaId=acme-cw&contactId=acme-cw-co1-ct1', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    )
  ).json();

describe('sandbox console: past failures', () => {
  it("go into the contact's log at their time, newest first, and the contract reads them back", async () => {
    for (const [i, inspectorName] of ['Tess Tech', 'Max Factor'].entries())
      expect(
        (await plant({ psaId: 'acme-cw', contactId: 'acme-cw-co1-ct1', inspectorName, minutesAgo: 2 - i })).status,
      ).toBe(200);

    const { failures, lockedUntil } = await attempts();
    expect(failures.map((f: { InspectorName: string }) => f.InspectorName)).toEqual(['Max Factor', 'Tess Tech']);
    expect(Date.now() - Date.parse(failures[1].Date)).toBeGreaterThanOrEqual(2 * 60_000);
    expect(failures[0]).toMatchObject({ ValidationType: 'SMS', Reason: 'WrongCode' });
    expect(lockedUntil).toBeNull();
  });

  it('refuses an unknown contact or a time in the future, planting nothing', async () => {
    expect((await plant({ psaId: 'acme-cw', contactId: 'nobody', inspectorName: 'X' })).status).toBe(404);
    const future = await plant({ psaId: 'acme-cw', contactId: 'acme-cw-co1-ct1', minutesAgo: -5 });
    expect(future.status).toBe(400);
    expect(await future.json()).toEqual({ message: 'minutesAgo must be 0 or more.' });
    expect((await attempts()).failures).toEqual([]);
  });
});
