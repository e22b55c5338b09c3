import { http, HttpResponse } from 'msw';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { createHttpClient } from './createHttpClient';
import { HttpContactDirectory } from './HttpContactDirectory';

const { sandbox, server } = setupSandboxServer();
let token: string | null = null;
const directory = new HttpContactDirectory(
  createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    onError: () => undefined,
  }),
);
beforeEach(() => (token = sessionFor(sandbox).accessToken));

describe('HttpContactDirectory against the sandbox', () => {
  it('reads rows and the total from x-total-count', async () => {
    const page = await directory.listCompanyContacts({
      psaId: 'acme-cw',
      companyId: 'acme-cw-co3',
      start: 20,
      end: 40,
    });
    expect(page.totalCount).toBe(45);
    expect(page.rows[0]).toEqual({ id: 'acme-cw-co3-ct21', label: 'Fabrikam Staff 21' });
  });

  it('without x-total-count the list is as long as what came back', async () => {
    server.use(
      http.get('*/api/TicketCreate/:psaId/contacts/v2', () => HttpResponse.json([{ value: 'a', label: 'A' }])),
    );
    await expect(
      directory.listCompanyContacts({ psaId: 'acme-cw', companyId: 'x', start: 0, end: 20 }),
    ).resolves.toEqual({ rows: [{ id: 'a', label: 'A' }], totalCount: 1 });
  });

  it('a list that is not value/label rows is one clear error', async () => {
    server.use(http.get('*/api/TicketCreate/:psaId/contacts/v2', () => HttpResponse.json({ rows: [] })));
    await expect(
      directory.listCompanyContacts({ psaId: 'acme-cw', companyId: 'x', start: 0, end: 20 }),
    ).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected answer for the contact list.',
    });
  });

  it('saveToContact answers the ticket record with the new contact', async () => {
    const record = await directory.saveToContact({ psaId: 'acme-cw', ticketId: '1011', contactId: 'acme-cw-co2-ct2' });
    expect(record).toMatchObject({ TicketId: '1011', ContactId: 'acme-cw-co2-ct2', ContactName: 'Bob Martinez' });
  });
});
