/** @jest-environment node */
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { SANDBOX_PUSHER } from '@sandbox/contract/SandboxRealtime';
import { createPusherServer, type PusherClientEvent, type PusherServer } from '@sandbox/realtime/pusherServer';
import { startTestServer, type TestServer } from '@sandbox/realtime/testing/testHttpServer';
import {
  externalLoginPath,
  parseExternalLoginRequest,
  type ExternalLoginRequest,
} from '@core/auth/externalLoginRequest';
import { createHttpClient } from '../../http/createHttpClient';
import { PusherRealtimeChannels } from '../../realtime/pusher/PusherRealtimeChannels';
import { PusherSignInRelay } from './PusherSignInRelay';

/** The real pusher-js (Node build) against the sandbox's Pusher server and HTTP contract over real sockets. */
let server: TestServer;
let pusher: PusherServer;
const events: PusherClientEvent[] = [];

beforeAll(async () => {
  const sandbox = createSandbox();
  pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
  pusher.onClientEvent((event) => events.push(event));
  server = await startTestServer({ handleHttp: (request) => sandbox.fetch(request) }, pusher);
});
afterAll(async () => {
  await pusher?.close();
  await server?.close();
});

function relay(openTab: (url: string) => boolean, options: { waitMs?: number; ackMs?: number } = {}) {
  return new PusherSignInRelay({
    http: createHttpClient({
      baseURL: `${server.httpUrl}/api`,
      getAccessToken: () => null,
      onUnauthorized: () => undefined,
      onError: () => undefined,
    }),
    channels: new PusherRealtimeChannels({ subscribeMs: 5000 }),
    openTab,
    externalLoginUrl: (request: ExternalLoginRequest) =>
      `http://app.test${externalLoginPath('/externalLogin', request)}`,
    ...options,
  });
}

const requestIn = (url: string) => parseExternalLoginRequest(new URL(url).searchParams, new URL(url).hash);

describe('PusherSignInRelay', () => {
  it('the pod receives the token the external auth page sends on the channel the backend issued to the pod; both show the same code', async () => {
    const opened: string[] = [];
    const external = relay(() => true);
    const podCodes: string[] = [];
    const pageCodes: string[] = [];
    const pod = relay((url) => {
      opened.push(url);
      const request = requestIn(url);
      if (!request) return false;
      void external.confirmationCode(request.sessionId).then((code) => {
        pageCodes.push(code);
        return external.sendToken(request.sessionId, { token: 'id-token', tokenType: 'Microsoft' });
      });
      return true;
    });
    await expect(pod.receiveToken('Microsoft', (code) => podCodes.push(code))).resolves.toEqual({
      token: 'id-token',
      tokenType: 'Microsoft',
    });
    // The secret rides in the fragment only: no server, log or Referer sees it.
    expect(opened[0]).toMatch(/^http:\/\/app\.test\/externalLogin\?type=Microsoft#sessionId=[A-Za-z0-9_-]{43}$/);
    expect(podCodes).toHaveLength(1);
    expect(podCodes[0]).toMatch(/^\d{3} \d{3}$/);
    expect(pageCodes).toEqual(podCodes);
  });

  it('a blocked tab is a clear error', async () => {
    await expect(relay(() => false).receiveToken('Google', () => undefined)).rejects.toThrow(
      'The sign-in page could not open in a new tab. Allow pop-ups for this site and try again.',
    );
  });

  it('a link to a channel the backend never issued sends nothing', async () => {
    const before = events.length;
    await expect(
      relay(() => true, { ackMs: 500 }).sendToken('qL3v1Zr6oXw2T9pKs8nYb4cHd7fGj0mEaU5iRtWxQzM', {
        token: 't',
        tokenType: 'Google',
      }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(events.slice(before).filter((e) => e.event.startsWith('client-'))).toEqual([]);
  });

  it('the pod gives up after its wait', async () => {
    await expect(relay(() => true, { waitMs: 300 }).receiveToken('Google', () => undefined)).rejects.toThrow(
      'Sign-in in the other tab did not finish in time.',
    );
  });
});
