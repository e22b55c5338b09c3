import { createSandbox } from '../createSandboxApp';

const sandbox = createSandbox();
const as = (userId: string) => sandbox.state.issueSession(userId).accessToken;

async function call(path: string, token: string, init: RequestInit = {}) {
  const response = await sandbox.fetch(
    new Request(`http://sandbox.test/api${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    }),
  );
  return { status: response.status, body: await response.json(), total: response.headers.get('x-total-count') };
}

describe('the sandbox PSA lookups (spec section 7)', () => {
  it("answers a ticket's pod record with its contact's items and history", async () => {
    const { status, body } = await call('/HaloPod/acme-halo/ticket/1023', as('u-tech'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      TicketId: '1023',
      TicketNumber: 'T1023',
      ContactName: 'Alice Johnson',
      CompanyName: 'Contoso Dental',
      isVerified: true,
      optedStatus: 'OptedIn',
    });
    expect(body.communicationItems[0]).toEqual({
      Name: 'Mobile',
      Type: 'phone',
      Value: '+1 (555) 010-2001',
      IsVerified: true,
    });
    expect(body.history[0]).toMatchObject({ Type: 'SMS', Inspector: 'Tess Tech', IsRevoked: false });
  });

  it("refuses another tenant's integration and a path of the wrong PSA", async () => {
    expect(await call('/HaloPod/acme-halo/ticket/1023', as('u-plus'))).toMatchObject({
      status: 404,
      body: { message: 'No integration acme-halo was found for your company.' },
    });
    expect(await call('/ZendeskPod/acme-halo/ticket/1023', as('u-tech'))).toMatchObject({
      status: 404,
      body: { message: 'Integration acme-halo is a Halo integration, not Zendesk.' },
    });
    expect(await call('/PsaContacts/kaseya/acme-halo/contacts/acme-halo-co1-ct1', as('u-tech'))).toMatchObject({
      status: 404,
    });
  });

  it('a ticket lookup does not answer for a project ticket, and the other way round', async () => {
    const project = sandbox.state.world.tickets.find((t) => t.psaId === 'acme-cw' && t.kind === 'project_ticket')!;
    expect((await call(`/ConnectwisePod/acme-cw/ticket/${project.id}`, as('u-tech'))).status).toBe(404);
    expect((await call(`/ConnectwisePod/acme-cw/projectTicket/${project.id}`, as('u-tech'))).body.ContactName).toBe(
      'Alice Johnson',
    );
    expect((await call('/ConnectwisePod/acme-cw/projectTicket/1001', as('u-tech'))).status).toBe(404);
  });

  it('pages the company contact list with x-total-count and filters by label', async () => {
    const first = await call(
      '/TicketCreate/acme-cw/contacts/v2?companyId=acme-cw-co3&alphaSort=true&_start=40&_end=60',
      as('u-tech'),
    );
    expect(first.total).toBe('45');
    expect(first.body.map((c: { label: string }) => c.label)).toEqual([
      'Fabrikam Staff 41',
      'Fabrikam Staff 42',
      'Fabrikam Staff 43',
      'Fabrikam Staff 44',
      'Fabrikam Staff 45',
    ]);
    const filtered = await call(
      '/TicketCreate/acme-cw/contacts/v2?companyId=acme-cw-co1&alphaSort=true&_start=0&_end=20&label=car',
      as('u-tech'),
    );
    expect([filtered.total, filtered.body]).toEqual(['1', [{ value: 'acme-cw-co1-ct3', label: 'Carol Nguyen' }]]);
  });

  it('checkByPhone matches digits without the leading zero and asks for enough digits', async () => {
    const token = as('u-tech');
    const found = await call('/PsaContacts/contacts/checkByPhone', token, {
      method: 'POST',
      body: JSON.stringify({ psaId: 'acme-zd', phone: '+1 555 010 2002' }),
    });
    expect(found.body).toEqual([
      { value: 'acme-zd-co1-ct2', label: 'Bob Martinez (Contoso Dental)' },
      { value: 'acme-zd-co2-ct2', label: 'Bob Martinez (Northwind Traders)' },
    ]);
    expect(
      await call('/PsaContacts/contacts/checkByPhone', token, {
        method: 'POST',
        body: JSON.stringify({ psaId: 'acme-zd', phone: '55' }),
      }),
    ).toMatchObject({ status: 400, body: { message: 'Enter at least 4 digits of the phone number.' } });
  });

  it('saveToContact makes the contact the ticket contact, on ConnectWise only', async () => {
    const token = as('u-tech');
    const saved = await call('/ConnectWisePod/saveToContact', token, {
      method: 'POST',
      body: JSON.stringify({ psaId: 'acme-cw', ticketId: '1005', contactId: 'acme-cw-co1-ct4' }),
    });
    expect(saved.body).toMatchObject({ TicketId: '1005', ContactName: 'Dan Okafor', optedStatus: 'OptedOut' });
    expect((await call('/ConnectwisePod/acme-cw/ticket/1005', token)).body.ContactId).toBe('acme-cw-co1-ct4');
    const elsewhere = await call('/ConnectWisePod/saveToContact', token, {
      method: 'POST',
      body: JSON.stringify({ psaId: 'acme-halo', ticketId: '1027', contactId: 'acme-halo-co1-ct1' }),
    });
    expect(elsewhere.status).toBe(404);
  });
});
