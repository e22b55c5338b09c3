/** @jest-environment node */
import { createSandbox } from '../../../sandbox/contract/createSandboxApp';
import { SANDBOX_PUSHER } from '../../../sandbox/contract/SandboxRealtime';
import { createPusherServer, type PusherServer } from '../../../sandbox/realtime/pusherServer';
import { startTestServer, type TestServer } from '../../../sandbox/realtime/testing/testHttpServer';
import type { ExternalLoginRequest } from '../../../core/auth/externalLoginRequest';
import { createHttpClient } from '../../http/createHttpClient';
import { PusherSignInRelay } from './PusherSignInRelay';

/** The real pusher-js (Node build) against the sandbox's Pusher server and HTTP contract over real sockets. */
let server: TestServer;
let pusher: PusherServer;

beforeAll(async () => {
  const sandbox = createSandbox();
  pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
  server = await startTestServer({ handleHttp: (request) => sandbox.fetch(request) }, pusher);
});
afterAll(async () => {
  await pusher?.close();
  await server?.close();
});

function relay(openTab: (url: string) => boolean, options: { waitMs?: number; ackMs?: number } = {}) {
  const apiUrl = `${server.httpUrl}/api`;
  return new PusherSignInRelay({
    http: createHttpClient({ baseURL: apiUrl, getAccessToken: () => null, onUnauthorized: () => undefined, onError: () => undefined }),
    apiUrl,
    openTab,
    externalLoginUrl: (request: ExternalLoginRequest) => `/externalLogin?type=${request.provider}&sessionId=${request.sessionId}`,
    newSessionId: () => globalThis.crypto.randomUUID(),
    ...options,
  });
}

describe('PusherSignInRelay', () => {
  it('the pod receives the token the external auth page sends on the session it opened', async () => {
    const opened: string[] = [];
    const external = relay(() => true);
    const pod = relay((url) => {
      opened.push(url);
      const sessionId = new URL(url, 'http://x').searchParams.get('sessionId') ?? '';
      void external.sendToken(sessionId, { token: 'id-token', tokenType: 'Microsoft' });
      return true;
    });
    await expect(pod.receiveToken('Microsoft')).resolves.toEqual({ token: 'id-token', tokenType: 'Microsoft' });
    expect(opened[0]).toMatch(/^\/externalLogin\?type=Microsoft&sessionId=[0-9a-f-]{36}$/);
  }, 20_000);

  it('a blocked tab is a clear error', async () => {
    await expect(relay(() => false).receiveToken('Google')).rejects.toThrow(
      'The sign-in page could not open in a new tab. Allow pop-ups for this site and try again.',
    );
  }, 20_000);

  it('the external page says so when no pod is waiting', async () => {
    await expect(relay(() => true, { ackMs: 500 }).sendToken('0f8fad5b-d9cb-469f-a165-70867728950e', { token: 't', tokenType: 'Google' })).rejects.toThrow(
      'The app in ConnectWise did not answer.',
    );
  }, 20_000);

  it('the pod gives up after its wait', async () => {
    await expect(relay(() => true, { waitMs: 300 }).receiveToken('Google')).rejects.toThrow('Sign-in in the other tab did not finish in time.');
  }, 20_000);
});
