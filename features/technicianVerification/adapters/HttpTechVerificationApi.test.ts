import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { HttpTechVerificationApi } from './HttpTechVerificationApi';

const { sandbox, server } = setupSandboxServer();
let token: string | null = null;
const errors: string[] = [];
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: (message) => errors.push(message),
});

beforeEach(() => {
  errors.length = 0;
  token = sessionFor(sandbox, 'u-tech').accessToken;
});

describe('HttpTechVerificationApi against the sandbox', () => {
  const tech = new HttpTechVerificationApi(client);

  it('reads the history with its total', async () => {
    const page = await tech.history({
      start: 0,
      end: 5,
      sort: 'CreatedDate',
      order: 'asc',
      contactName: '',
      status: 'Failed',
      crmId: 'acme-cw',
    });
    expect(page.rows).toHaveLength(5);
    expect(page.totalCount).toBe(7);
    expect(page.rows.every((r) => r.status === 'Failed')).toBe(true);
  });

  it('a malformed message is one clear error', async () => {
    server.use(
      http.get('*/api/VerifiedPsaTechBySms/crm/:crmId/tickets/:ticketId', () =>
        HttpResponse.json([{ Id: 'x', Type: 'Hacked' }]),
      ),
    );
    await expect(tech.forTicket('acme-cw', '1002')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a refused code or link is an error the page says beside its button, not a toast as well', async () => {
    server.use(
      http.post('*/api/VerifiedPsaTechBySms', () => HttpResponse.json({ message: 'SMS is off.' }, { status: 400 })),
      http.post('*/api/VerifiedPsaTechBySms/link-tech-verification-request', () =>
        HttpResponse.json({ message: 'The request is gone.' }, { status: 404 }),
      ),
    );
    await expect(tech.sendCode({ crmId: 'acme-cw', ticketId: '1002', requestId: null })).rejects.toMatchObject({
      message: 'SMS is off.',
    });
    await expect(tech.link({ requestId: 'r1', crmId: 'acme-cw', ticketId: '1002' })).rejects.toMatchObject({
      message: 'The request is gone.',
    });
    expect(errors).toEqual([]);
  });
});
