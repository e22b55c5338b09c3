import { http, HttpResponse } from 'msw';
import { AppError } from '@core/shared/AppError';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { createHttpClient } from './createHttpClient';
import { HttpUserApi } from './HttpUserApi';

const { sandbox, server } = setupSandboxServer();

function client(token: string | null) {
  const calls = { unauthorized: 0, errors: [] as string[] };
  const axiosClient = createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => calls.unauthorized++,
    onError: (message) => calls.errors.push(message),
  });
  return { axiosClient, calls };
}

describe('the shared HTTP client against the sandbox', () => {
  it('sends the stored bearer token and reads the user', async () => {
    const { accessToken } = sessionFor(sandbox);
    const { axiosClient } = client(accessToken);
    await expect(new HttpUserApi(axiosClient).getUser('u-tech')).resolves.toEqual({
      id: 'u-tech',
      email: 'tech@sandbox.test',
      username: 'Tess Tech',
      roles: [],
      tenantId: 't-acme',
    });
  });

  it('sends no credentials cross-site and no Authorization header without a token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get('*/api/User/:id', ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'nope' }, { status: 401 });
      }),
    );
    const { axiosClient } = client(null);
    expect(axiosClient.defaults.withCredentials).toBe(false);
    await expect(new HttpUserApi(axiosClient).getUser('u-tech')).rejects.toBeInstanceOf(AppError);
    expect(seen).toBeNull();
  });

  it('a 401 ends the session and shows no toast', async () => {
    const { axiosClient, calls } = client('sbx.unknown');
    await expect(new HttpUserApi(axiosClient).getUser('u-tech')).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(calls).toEqual({ unauthorized: 1, errors: [] });
  });

  it('a 401 from /Token is a sign-in failure, not an expired session', async () => {
    server.use(http.post('*/api/Token', () => HttpResponse.json({ message: 'Wrong password.' }, { status: 401 })));
    const { axiosClient, calls } = client(null);
    await expect(axiosClient.post('/Token', {})).rejects.toMatchObject({ message: 'Wrong password.' });
    expect(calls).toEqual({ unauthorized: 0, errors: ['Wrong password.'] });
  });

  it("any other error toasts the response's message", async () => {
    const { accessToken } = sessionFor(sandbox);
    const { axiosClient, calls } = client(accessToken);
    await expect(new HttpUserApi(axiosClient).getUser('u-someone-else')).rejects.toMatchObject({
      kind: 'server',
      status: 403,
    });
    expect(calls.errors).toEqual(['You can only read your own account.']);
  });

  it('an error without a message still says what failed', async () => {
    server.use(http.get('*/api/User/:id', () => new HttpResponse('oops', { status: 502, statusText: 'Bad Gateway' })));
    const { axiosClient, calls } = client('t');
    await expect(new HttpUserApi(axiosClient).getUser('u-tech')).rejects.toThrow(
      'The request failed (502 Bad Gateway).',
    );
    expect(calls.errors).toEqual(['The request failed (502 Bad Gateway).']);
  });

  it('a network failure becomes a clear network error', async () => {
    server.use(http.get('*/api/User/:id', () => HttpResponse.error()));
    const { axiosClient, calls } = client('t');
    await expect(new HttpUserApi(axiosClient).getUser('u-tech')).rejects.toMatchObject({ kind: 'network' });
    expect(calls.errors).toEqual(['The server could not be reached. Check your connection and try again.']);
  });

  it('a malformed body is a clear error, not a crash later', async () => {
    server.use(http.get('*/api/User/:id', () => HttpResponse.json({ id: 'u-tech', email: null })));
    const { axiosClient } = client('t');
    await expect(new HttpUserApi(axiosClient).getUser('u-tech')).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected answer for your account.',
    });
  });

  it('a cancelled request is neither a toast nor an expired session', async () => {
    const { axiosClient, calls } = client('t');
    const controller = new AbortController();
    const pending = axiosClient.get('User/u-tech', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(calls).toEqual({ unauthorized: 0, errors: [] });
  });
});
