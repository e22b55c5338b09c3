import { RecordingRealtime } from '@features/api/sandbox';
import { createSandbox, type Sandbox } from '@sandbox/contract/createSandboxApp';

/** The VerifiedPsaTechBySms contract and the end user's console, straight through the sandbox's fetch. */
let sandbox: Sandbox;
let token: string;
let realtime: RecordingRealtime;

beforeEach(() => {
  sandbox = createSandbox();
  realtime = new RecordingRealtime();
  sandbox.state.realtime = realtime;
  token = sandbox.state.issueSession('u-tech').accessToken;
});

function call(method: string, path: string, body?: unknown) {
  return sandbox.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

const consoleRows = async () => (await call('GET', '/__sandbox/tech-verifications')).json();

describe('sandbox: technician verification', () => {
  it('an end user asks on a ticket, the technician texts a code, the end user enters a wrong then the right code; every step reaches the tenant', async () => {
    const asked = await call('POST', '/__sandbox/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1002' });
    expect(asked.status).toBe(200);
    const request = await asked.json();
    expect(request).toMatchObject({
      ContactName: 'Bob Martinez',
      TicketId: '1002',
      Type: 'Requested',
      IsVerified: false,
      Code: null,
    });
    expect(realtime.sent.at(-1)).toMatchObject({
      kind: 'hub',
      to: 't-acme',
      name: 'PsaTechVerificationSmsRequest',
      payload: { Id: request.Id, Type: 'Requested' },
    });

    const sent = await (
      await call('POST', '/api/VerifiedPsaTechBySms', { CrmId: 'acme-cw', TicketId: '1002', RequestId: request.Id })
    ).json();
    expect(sent).toMatchObject({
      Id: request.Id,
      Type: 'CodeSent',
      From: 'Tess Tech',
      To: '0555 010 2002',
      Code: null,
    });
    const code: string = (await consoleRows())[0].Code;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await (await call('POST', `/__sandbox/tech-verifications/${request.Id}/enter`, { code: wrong })).json()).Type,
    ).toBe('WrongCode');
    expect(
      (await (await call('POST', `/__sandbox/tech-verifications/${request.Id}/enter`, { code })).json()).Type,
    ).toBe('Verified');
    expect(realtime.sent.at(-1)).toMatchObject({
      payload: { Id: request.Id, Type: 'Verified', IsVerified: true, Code: null },
    });

    const onTicket = await (await call('GET', '/api/VerifiedPsaTechBySms/crm/acme-cw/tickets/1002')).json();
    expect(onTicket[0]).toMatchObject({ Id: request.Id, IsVerified: true });
  });

  it('three wrong codes fail the verification; a code cannot be entered before one is sent', async () => {
    const request = await (
      await call('POST', '/__sandbox/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1001' })
    ).json();
    expect((await call('POST', `/__sandbox/tech-verifications/${request.Id}/enter`, { code: '123456' })).status).toBe(
      409,
    );
    await call('POST', '/api/VerifiedPsaTechBySms', { CrmId: 'acme-cw', TicketId: '1001', RequestId: request.Id });
    const code: string = (await consoleRows())[0].Code;
    const wrong = code === '000001' ? '000002' : '000001';
    const types = [];
    for (let i = 0; i < 3; i++)
      types.push(
        (await (await call('POST', `/__sandbox/tech-verifications/${request.Id}/enter`, { code: wrong })).json()).Type,
      );
    expect(types).toEqual(['WrongCode', 'WrongCode', 'Failed']);
    expect(
      (await call('POST', '/api/VerifiedPsaTechBySms', { CrmId: 'acme-cw', TicketId: '1001', RequestId: request.Id }))
        .status,
    ).toBe(409);
  });

  it('a request that names no ticket is linked to the ticket before a code is sent', async () => {
    const request = await (
      await call('POST', '/__sandbox/tech-verifications/request', { psaId: 'acme-cw', contactId: 'acme-cw-co1-ct2' })
    ).json();
    expect(request.TicketId).toBeNull();
    expect(
      (await call('POST', '/api/VerifiedPsaTechBySms', { CrmId: 'acme-cw', TicketId: '1002', RequestId: request.Id }))
        .status,
    ).toBe(409);
    const linked = await (
      await call('POST', '/api/VerifiedPsaTechBySms/link-tech-verification-request', {
        RequestId: request.Id,
        CrmId: 'acme-cw',
        TicketId: '1002',
      })
    ).json();
    expect(linked).toMatchObject({ TicketId: '1002', Type: 'Requested' });
    expect(
      (await call('POST', '/api/VerifiedPsaTechBySms', { CrmId: 'acme-cw', TicketId: '1002', RequestId: request.Id }))
        .status,
    ).toBe(200);
  });

  it('the history pages, sorts and filters, with x-total-count', async () => {
    const first = await call('GET', '/api/VerifiedPsaTechBySms?_start=0&_end=10&field=CreatedDate&order=desc');
    expect(first.headers.get('x-total-count')).toBe('36');
    const rows = await first.json();
    expect(rows).toHaveLength(10);
    expect(Date.parse(rows[0].CreatedDate)).toBeGreaterThan(Date.parse(rows[9].CreatedDate));

    const byName = await (
      await call('GET', '/api/VerifiedPsaTechBySms?_start=0&_end=50&field=ContactName&order=asc')
    ).json();
    const names = byName.map((r: { ContactName: string }) => r.ContactName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));

    const failed = await call(
      'GET',
      '/api/VerifiedPsaTechBySms?_start=0&_end=50&field=CreatedDate&order=asc&Type=Failed&ContactName=bob',
    );
    const failedRows = await failed.json();
    expect(Number(failed.headers.get('x-total-count'))).toBe(failedRows.length);
    expect(
      failedRows.every(
        (r: { Type: string; ContactName: string }) => r.Type === 'Failed' && r.ContactName === 'Bob Martinez',
      ),
    ).toBe(true);
    expect((await call('GET', '/api/VerifiedPsaTechBySms?field=Code')).status).toBe(400);
  });

  it("another tenant's technician sees none of Acme's verifications", async () => {
    token = sandbox.state.issueSession('u-plus').accessToken;
    const response = await call('GET', '/api/VerifiedPsaTechBySms?_start=0&_end=10');
    expect(response.headers.get('x-total-count')).toBe('0');
    expect((await call('GET', '/api/VerifiedPsaTechBySms/crm/acme-cw/tickets/1002')).status).toBe(404);
  });

  it('a contact without a phone cannot be texted a code: the message says why', async () => {
    const request = await (
      await call('POST', '/__sandbox/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1003' })
    ).json();
    const response = await call('POST', '/api/VerifiedPsaTechBySms', {
      CrmId: 'acme-cw',
      TicketId: '1003',
      RequestId: request.Id,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Carol Nguyen has no phone number to text the code to.' });
  });

  it('the console page plays the end user with forms: ask on a ticket, then enter the received code', async () => {
    const form = (path: string, fields: Record<string, string>) =>
      sandbox.fetch(
        new Request(`http://localhost/__sandbox${path}`, { method: 'POST', body: new URLSearchParams(fields) }),
      );
    const asked = await form('/tech-verifications/request', { psaId: 'acme-cw', ticketId: '1001' });
    expect(asked.status).toBe(303);
    const [request] = await consoleRows();
    expect(
      (await call('POST', '/api/VerifiedPsaTechBySms', { CrmId: 'acme-cw', TicketId: '1001', RequestId: request.Id }))
        .status,
    ).toBe(200);
    const page = await (await sandbox.fetch(new Request('http://localhost/__sandbox'))).text();
    expect(page).toContain('<h2 id="tech-verification">Technician verification</h2>');
    expect(page).toContain(`action="/__sandbox/tech-verifications/${request.Id}/enter"`);
    expect(
      (await form(`/tech-verifications/${request.Id}/enter`, { code: (await consoleRows())[0].Code })).status,
    ).toBe(303);
    expect((await consoleRows())[0].Type).toBe('Verified');
  });
});
