import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { secureDataOf } from '../sandbox/secureDataLedger';
import { HttpSecureDataApi } from './HttpSecureDataApi';

const { sandbox, server } = setupSandboxServer();
const errors: string[] = [];
let token: string | null = null;
const api = new HttpSecureDataApi(
  createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    onError: (m) => errors.push(m),
  }),
);
const bob = { psaId: 'acme-cw', ticketId: '1002', contactId: 'acme-cw-co1-ct2' };

beforeEach(() => {
  errors.length = 0;
  token = sessionFor(sandbox).accessToken;
});

describe('HttpSecureDataApi against the sandbox', () => {
  it('reads settings, texts and the variables as a map', async () => {
    expect((await api.settings()).files.maxFiles).toBe(3);
    expect(await api.requestSettings()).toEqual({ allowFiles: true, expirationHours: 72 });
    expect((await api.requestText()).text).toContain('{{RequestTitle}}');
    expect(await api.textVariables('acme-cw', 'acme-cw-co1-ct2')).toMatchObject({
      ContactName: 'Bob Martinez',
      ContactFirstName: 'Bob',
    });
    expect((await api.fileLocations()).find((l) => l.isDefault)?.id).toBe('us-east');
  });

  it('generates a password with the options as parameters', async () => {
    const password = await api.generatePassword({ length: 12, numbers: true, symbols: false, uppercase: true });
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('creates a link (data.data), sends it, and the sandbox shows it sent', async () => {
    const created = await api.create({ ...bob, secret: 's3cret', note: '', fileIds: [], expiresInHours: 24 });
    expect(created.expiresAt).toBeGreaterThan(Date.now());
    await api.send({
      id: created.id,
      channel: 'email',
      recipient: 'bob.martinez@contoso.example',
      message: 'Here: {{Link}}',
    });
    const view = await (await fetch('http://localhost/__sandbox/secure-data')).json();
    expect(view.items[0]).toMatchObject({ id: created.id, status: 'sent', recipient: 'bob.martinez@contoso.example' });
  });

  it('reads what was sent from a ticket, with times as epoch ms', async () => {
    const created = await api.create({ ...bob, secret: 's3cret', note: '', fileIds: [], expiresInHours: 24 });
    await api.send({ id: created.id, channel: 'sms', recipient: '0555 010 2002', message: 'Here: {{Link}}' });
    const [item] = await api.sent(bob);
    expect(item).toMatchObject({
      id: created.id,
      kind: 'link',
      title: null,
      status: 'sent',
      openedAt: null,
      expiresAt: created.expiresAt,
    });
    expect(item!.sends).toEqual([{ channel: 'sms', recipient: '0555 010 2002', sentAt: expect.any(Number) }]);
  });

  it('a sent list with a time it cannot read is one clear error', async () => {
    server.use(
      http.get('*/api/SecureData/sent', () =>
        HttpResponse.json([
          {
            id: 's',
            kind: 'link',
            title: null,
            createdAt: 'yesterday',
            expiresAt: '2026-11-01T00:00:00Z',
            status: 'sent',
            openedAt: null,
            sends: [],
          },
        ]),
      ),
    );
    await expect(api.sent(bob)).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected time for the sent links and requests.',
    });
  });

  it('pages requests with the total from x-total-count', async () => {
    const page = await api.requests({ psaId: 'acme-cw', ticketId: '1001', contactId: null }, 5, 10);
    expect(page).toMatchObject({ totalCount: 12, start: 5, end: 10 });
    expect(page.rows).toHaveLength(5);
    expect(page.rows[0]!.createdAt).toBeGreaterThan(page.rows[4]!.createdAt);
  });

  it('without x-total-count, what came back is all there is', async () => {
    server.use(
      http.get('*/api/SecureDataRequest/requests', () =>
        HttpResponse.json([{ id: 'r1', title: 't', status: 'sent', createdAt: '2026-11-01T00:00:00Z' }]),
      ),
    );
    expect(await api.requests({ psaId: 'acme-cw', ticketId: '1001', contactId: null }, 0, 5)).toMatchObject({
      totalCount: 1,
      rows: [{ id: 'r1', recipient: null, answeredAt: null }],
    });
  });

  it('a request on a contact screen is scoped by contact', async () => {
    const created = await api.createRequest({
      psaId: 'acme-cw',
      ticketId: null,
      contactId: 'acme-cw-co1-ct3',
      title: 'the key',
      allowFiles: false,
    });
    const page = await api.requests({ psaId: 'acme-cw', ticketId: null, contactId: 'acme-cw-co1-ct3' }, 0, 5);
    expect(page.rows.map((r) => r.id)).toEqual([created.id]);
    expect(await api.checkRequests({ psaId: 'acme-cw', ticketId: null, contactId: 'acme-cw-co1-ct3' })).toMatchObject({
      pending: 0,
      answered: 0,
    });
  });

  it('refusals reject with the server message, said by the form and not toasted; the opt-out check answers true for an opted-out mobile', async () => {
    await expect(api.create({ ...bob, secret: ' ', note: '', fileIds: [], expiresInHours: 24 })).rejects.toMatchObject({
      kind: 'server',
      message: 'Enter a secret or add a file.',
      reported: false,
    });
    expect(errors).toEqual([]);
    expect(await api.isOptedOut('+1 555 010 2004')).toBe(true);
    expect(await api.isOptedOut('0555 010 2002')).toBe(false);
  });

  it('a malformed answer is one clear error', async () => {
    server.use(http.get('*/api/SecureDataSettings', () => HttpResponse.json({ password: {} })));
    await expect(api.settings()).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected answer for the secure data settings.',
    });
  });

  it('polls quietly: a failed summary is not toasted', async () => {
    server.use(
      http.get('*/api/SecureDataRequest/check', () => HttpResponse.json({ message: 'busy' }, { status: 503 })),
    );
    await expect(api.checkRequests({ psaId: 'acme-cw', ticketId: '1001', contactId: null })).rejects.toMatchObject({
      message: 'busy',
    });
    expect(errors).toEqual([]);
  });
});

describe('HttpSecureDataApi upload', () => {
  it('uploads a file as multipart and reports progress', async () => {
    const progress: number[] = [];
    // Node's File: under jsdom the global File is jsdom's, which the global (undici) FormData refuses.
    const file = new NodeFile(['LICENSE-KEY-123'], 'license.txt', { type: 'text/plain' }) as unknown as File;
    const uploaded = await api.uploadFile(file, 'eu-west', (sent) => progress.push(sent), new AbortController().signal);
    expect(uploaded).toMatchObject({ fileName: 'license.txt', size: 15 });
    expect(secureDataOf(sandbox.state).files.get(uploaded.id)).toMatchObject({ locationId: 'eu-west', used: false });
    expect(progress.length).toBeGreaterThan(0);
  });

  it('a cancelled upload rejects as cancelled, without a toast', async () => {
    const controller = new AbortController();
    controller.abort();
    const file = new NodeFile(['x'], 'a.txt') as unknown as File;
    await expect(api.uploadFile(file, null, () => undefined, controller.signal)).rejects.toMatchObject({
      kind: 'cancelled',
    });
    expect(errors).toEqual([]);
  });
});
