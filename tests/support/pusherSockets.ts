import { webcrypto } from 'node:crypto';
import { SANDBOX_PUSHER } from '@sandbox/contract/SandboxRealtime';
import { createPusherServer, type PusherServer } from '@sandbox/realtime/pusherServer';
import { startTestServer, type TestServer } from '@sandbox/realtime/testing/testHttpServer';

/**
 * The sandbox's Pusher server listening on a real socket for one test file, so real pusher-js connects to it
 * from jsdom. Call it at the top of a test file (it adds hooks); read `pusher` and `port` inside tests.
 */
export function setupPusherSockets(): { readonly pusher: PusherServer; readonly port: number } {
  let pusher: PusherServer | undefined;
  let sockets: TestServer | undefined;
  beforeAll(async () => {
    // jsdom's crypto has no subtle; the sandbox signs Pusher channels (HMAC) with it, as on its Node host.
    if (!globalThis.crypto.subtle)
      Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
    pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
    sockets = await startTestServer(pusher);
  });
  afterAll(async () => {
    await pusher?.close();
    await sockets?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The Pusher sockets are read before beforeAll started them.');
    return value;
  };
  return {
    get pusher() {
      return started(pusher);
    },
    get port() {
      return started(sockets).port;
    },
  };
}
