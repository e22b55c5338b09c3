import { AppError } from '@core/shared/AppError';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { createHttpClient } from './createHttpClient';
import type { EarlyAnswer, EarlyCall } from './earlyAnswers';
import { EARLY_CALLS_GLOBAL } from './earlyCallsGlobal';

const { sandbox, server } = setupSandboxServer();

const USER_URL = 'http://localhost/api/User/u-tech';

const page = window as unknown as Record<string, unknown>;

/** A client over the sandbox with `calls` as the page's boot script calls, counting what reaches the server. */
function client(calls: EarlyCall[]) {
  page[EARLY_CALLS_GLOBAL] = calls;
  const token = sessionFor(sandbox).accessToken;
  for (const call of calls) call.authorization = call.authorization.replace('Bearer tok', `Bearer ${token}`);
  const seen = { unauthorized: 0, errors: [] as string[], sent: [] as string[] };
  server.events.on('request:start', ({ request }) => seen.sent.push(`${request.method} ${request.url}`));
  const http = createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => seen.unauthorized++,
    onError: (message) => seen.errors.push(message),
  });
  return { http, seen };
}

const answered = (status: number, body: unknown): Promise<EarlyAnswer> =>
  Promise.resolve({
    status,
    statusText: status === 200 ? 'OK' : 'Unauthorized',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const early = (answer: Promise<EarlyAnswer>, url = USER_URL, authorization = 'Bearer tok'): EarlyCall => ({
  method: 'GET',
  url,
  authorization,
  answer,
});

afterEach(() => {
  server.events.removeAllListeners();
  delete page[EARLY_CALLS_GLOBAL];
});

describe('early answers: the HTTP client takes what the boot script started', () => {
  it('answers a GET from the early call with the same URL and Authorization, once; the next GET asks the server', async () => {
    const calls = [early(answered(200, { Id: 'early' }))];
    const { http, seen } = client(calls);
    const first = await http.get('User/u-tech');
    expect(first.data).toEqual({ Id: 'early' }); // parsed as axios parses the XHR's text
    expect(first.headers['content-type']).toBe('application/json');
    expect(seen.sent).toEqual([]);
    expect(calls).toEqual([]);
    const second = await http.get('/User/u-tech');
    expect(second.data).toMatchObject({ id: 'u-tech', email: 'tech@sandbox.test' }); // the sandbox's answer
    expect(seen.sent).toEqual([`GET ${USER_URL}`]);
  });

  it('leaves an early call with another Authorization, URL or method alone and asks the server', async () => {
    const other = [
      early(answered(200, { Id: 'other token' }), USER_URL, 'Bearer someone-else'),
      early(answered(200, { Id: 'other user' }), 'http://localhost/api/User/u-other'),
      { ...early(answered(200, { Id: 'a post' })), method: 'POST' },
    ];
    const calls = [...other];
    const { http, seen } = client(calls);
    const response = await http.get('User/u-tech');
    expect(response.data).toMatchObject({ id: 'u-tech', email: 'tech@sandbox.test' });
    expect(seen.sent).toEqual([`GET ${USER_URL}`]);
    expect(calls).toEqual(other);
  });

  it('asks the server when the early call could not reach it', async () => {
    const { http, seen } = client([early(Promise.reject(new TypeError('Failed to fetch')))]);
    const response = await http.get('User/u-tech');
    expect(response.data).toMatchObject({ id: 'u-tech', email: 'tech@sandbox.test' });
    expect(seen.sent).toEqual([`GET ${USER_URL}`]);
    expect(seen.errors).toEqual([]);
  });

  it("reads an early 401 as the app's own: the session is over, once, and nothing is asked again", async () => {
    const { http, seen } = client([early(answered(401, { message: 'The session has expired.' }))]);
    const failure = await http.get('User/u-tech').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ kind: 'unauthorized', status: 401, message: 'The session has expired.' });
    expect(seen.unauthorized).toBe(1);
    expect(seen.sent).toEqual([]);
  });

  it("says an early server error in the server's words, as a failure the client toasts", async () => {
    const { http, seen } = client([early(answered(500, { message: 'Database down.' }))]);
    await expect(http.get('User/u-tech')).rejects.toMatchObject({ kind: 'server', status: 500 });
    expect(seen.errors).toEqual(['Database down.']);
    expect(seen.sent).toEqual([]);
  });
});
