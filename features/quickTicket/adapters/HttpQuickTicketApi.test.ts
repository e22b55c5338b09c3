import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { HttpQuickTicketApi } from './HttpQuickTicketApi';

const { sandbox, server } = setupSandboxServer();
let token: string | null = null;
const errors: string[] = [];
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: (m) => errors.push(m),
});
const api = new HttpQuickTicketApi(client);

beforeEach(() => {
  errors.length = 0;
  token = sessionFor(sandbox, 'u-tech').accessToken;
});

describe('HttpQuickTicketApi against the sandbox', () => {
  it('maps board types to subtypes and items with their associations', async () => {
    const board = await api.boardTypes('acme-cw', '1');
    expect(board.types.map((t) => t.label)).toEqual(['Hardware', 'Software', 'Network']);
    expect(board.subTypes.find((s) => s.label === 'Email')).toEqual({
      id: '203',
      label: 'Email',
      typeIds: ['102', '103'],
    });
    expect(board.items.find((i) => i.label === 'Cannot connect')).toEqual({
      id: '306',
      label: 'Cannot connect',
      subTypeIds: ['205', '206'],
    });
  });

  it('sends board choices as numbers and reads the created ticket', async () => {
    const created = await api.createTicket('acme-cw', {
      companyId: 'acme-cw-co1',
      contactId: 'acme-cw-co1-ct1',
      agreementId: null,
      siteId: 'acme-cw-co1-site2',
      priorityId: '1',
      boardId: '2',
      statusId: '21',
      typeId: '111',
      subTypeId: '211',
      itemId: '311',
      sourceId: '2',
      summary: 'Mailbox move',
      description: '',
    });
    expect(created).toMatchObject({
      number: `T${created.id}`,
      summary: 'Mailbox move',
      link: `/pod/connectwise/acme-cw?ticketId=${created.id}&screen=ticket`,
    });
  });

  it('never links a created ticket to a script or data address', async () => {
    server.use(
      http.post('*/api/TicketCreate/:psaId/connectwise/createTicket', () =>
        HttpResponse.json({ id: '1', number: 'T1', summary: 's', link: 'javascript:alert(1)' }),
      ),
    );
    const created = await api.createTicket('acme-cw', {
      companyId: 'x',
      contactId: 'y',
      agreementId: null,
      siteId: null,
      priorityId: '1',
      boardId: '1',
      statusId: null,
      typeId: null,
      subTypeId: null,
      itemId: null,
      sourceId: null,
      summary: 's',
      description: '',
    });
    expect(created.link).toBeNull();
  });

  it('a malformed lookup is one clear error', async () => {
    server.use(http.get('*/api/Integration/:psaId/sources', () => HttpResponse.json([{ id: 'four', name: 'Phone' }])));
    await expect(api.sources('acme-cw')).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected answer for the sources.',
    });
  });

  it('a refused ticket is an error with the server message, said by the form and not toasted', async () => {
    server.use(
      http.post('*/api/TicketCreate/:psaId/connectwise/createTicket', () =>
        HttpResponse.json({ message: 'The board is closed.' }, { status: 400 }),
      ),
    );
    const request = { companyId: 'x', contactId: 'y', agreementId: null, siteId: null, priorityId: '1' };
    const choices = { boardId: '1', statusId: null, typeId: null, subTypeId: null, itemId: null, sourceId: null };
    await expect(
      api.createTicket('acme-cw', { ...request, ...choices, summary: 's', description: '' }),
    ).rejects.toMatchObject({ kind: 'server', message: 'The board is closed.', reported: false });
    expect(errors).toEqual([]);
  });

  it('a server error carries its message (the HTTP layer toasts it once)', async () => {
    await expect(api.companies('acme-at')).rejects.toMatchObject({ kind: 'server', status: 404 });
    expect(errors).toEqual(['Integration acme-at is a Autotask integration, not ConnectWise.']);
  });
});
