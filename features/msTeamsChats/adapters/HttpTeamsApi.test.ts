import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { HttpTeamsApi } from './HttpTeamsApi';

const { sandbox, server } = setupSandboxServer();
const errors: string[] = [];
let token: string | null = null;
const api = new HttpTeamsApi(
  createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    onError: (m) => errors.push(m),
  }),
);

beforeEach(() => {
  errors.length = 0;
  token = sessionFor(sandbox, 'u-tech').accessToken;
});

describe('HttpTeamsApi against the sandbox', () => {
  it('sends a Teams message and reads it back from the history', async () => {
    const sent = await api.send('teams-acme-cw-co1-ct1', 'Are you at your desk?', 'c-1');
    expect(sent).toMatchObject({ body: 'Are you at your desk?', clientId: 'c-1', direction: 'outbound' });
    expect((await api.history('teams-acme-cw-co1-ct1')).map((m) => m.body)).toContain('Are you at your desk?');
  });

  it('a failed send is an error with the server message, said on the message and not toasted again', async () => {
    server.use(
      http.post('*/api/TeamsMessagingBoard/channels/:id/send', () =>
        HttpResponse.json({ message: 'Teams is unavailable.' }, { status: 503 }),
      ),
    );
    await expect(api.send('teams-acme-cw-co1-ct1', 'Hi', 'c-2')).rejects.toThrow('Teams is unavailable.');
    expect(errors).toEqual([]);
  });
});
