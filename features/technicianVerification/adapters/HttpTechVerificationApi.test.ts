import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { HttpTechVerificationApi } from './HttpTechVerificationApi';

const { sandbox, server } = setupSandboxServer();
let token: string | null = null;
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: () => undefined,
});

beforeEach(() => {
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
});
