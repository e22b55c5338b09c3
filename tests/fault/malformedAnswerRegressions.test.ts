import { http, HttpResponse } from 'msw';
import { createHttpClient, MAX_SERVER_MESSAGE } from '@adapters/http/createHttpClient';
import { HttpAuthApi } from '@adapters/http/HttpAuthApi';
import { HttpPricePlanApi } from '@adapters/http/HttpPricePlanApi';
import { HttpClientPortalChatsApi } from '@features/clientPortalChats/adapters/HttpClientPortalChatsApi';
import { describeAnswer } from '@features/clientPortalChats/core/ChatCallRejection';
import { HttpSecureDataApi } from '@features/secureDataSharing/adapters/HttpSecureDataApi';
import { sessionFor, setupSandboxServer } from '../support/sandboxServer';

/** The defects tests/fault/malformedAnswers.test.ts found, each pinned with the answer that showed it. */

const { sandbox, server } = setupSandboxServer();
const toasts: string[] = [];
let token: string | null = null;
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: (m) => toasts.push(m),
});

beforeEach(() => {
  toasts.length = 0;
  token = sessionFor(sandbox).accessToken;
});

describe('answers that once broke an adapter', () => {
  it('a body with an own __proto__ key is malformed, not a TypeError from yup', async () => {
    server.use(
      http.post(
        '*/api/SecureDataRequest/send',
        () => new HttpResponse('{"__proto__":0}', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const api = new HttpSecureDataApi(client);
    await expect(
      api.sendRequest({ id: 'r', channel: 'email', recipient: 'a@b.example', message: 'm' }),
    ).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The server sent an unexpected answer for sending the data request.',
    });
  });

  it('a 100,000-character server message is cut short in the error and the toast', async () => {
    server.use(
      http.get('*/api/PricePlan/myPlan', () => HttpResponse.json({ message: 'x'.repeat(100_000) }, { status: 400 })),
    );
    const error = await new HttpPricePlanApi(client).myPlan().then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toHaveLength(MAX_SERVER_MESSAGE);
    expect(error?.message.endsWith('…')).toBe(true);
    expect(toasts).toEqual([error?.message]);
  });

  it("/Token's 400 with a 100,000-character message is cut short too (the sign-in screen reads it itself)", async () => {
    server.use(http.post('*/api/Token', () => HttpResponse.json({ message: 'x'.repeat(100_000) }, { status: 400 })));
    const error = await new HttpAuthApi(client)
      .passwordLogin({ username: 'tech@sandbox.test', password: 'wrong' })
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(error?.message).toHaveLength(MAX_SERVER_MESSAGE);
    expect(error?.message.endsWith('…')).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('a chat call the page answers in place is not toasted when the network fails either', async () => {
    server.use(http.get('*/api/ClientPortal/configurations', () => HttpResponse.error()));
    const error = await new HttpClientPortalChatsApi(client).configurations().then(
      () => null,
      (e: unknown) => e,
    );
    expect(describeAnswer(error)).toEqual(['The server could not be reached. Check your connection and try again.']);
    expect(toasts).toEqual([]);
  });
});
