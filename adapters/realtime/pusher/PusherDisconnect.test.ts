/** @jest-environment node */
import Pusher from 'pusher-js';
import { SANDBOX_PUSHER } from '@sandbox/contract/SandboxRealtime';
import { signChannel } from '@sandbox/realtime/pusherAuth';
import { createPusherServer, type PusherServer } from '@sandbox/realtime/pusherServer';
import { startTestServer, type TestServer } from '@sandbox/realtime/testing/testHttpServer';
import { waitUntil } from '@sandbox/realtime/testing/waitFor';
import type { ChannelConnection, ChannelConnectionState } from '@core/realtime/RealtimeChannels';
import { PusherRealtimeChannels } from './PusherRealtimeChannels';

/**
 * A disconnect holds, whatever pusher-js still has scheduled. Found as a whole `npm test` that never
 * ended: the sign-in relay's last test disconnected its client while the suite's server was closing
 * with 4200 ("reconnect"). On that close pusher-js schedules two retries (0 ms for the code, 1,000 ms
 * for the close itself) and keeps only the second: `disconnect()` cancels that one, and the first then
 * reconnects the client nobody holds, which retried the stopped server for ever (a 60 s timer loop
 * that kept jest's process alive). On a loaded machine the deferred disconnect lands between the two.
 */
let server: TestServer;
let pusher: PusherServer;
const realSetTimeout = globalThis.setTimeout;

beforeAll(async () => {
  pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
  server = await startTestServer(pusher);
});
afterAll(async () => {
  globalThis.setTimeout = realSetTimeout;
  // Were the fix gone, the test fails and this keeps the process from hanging as the run did.
  for (const client of Pusher.instances) client.disconnect();
  await server?.close();
});

it('a client disconnected while a server close is being handled stays disconnected', async () => {
  const connection: ChannelConnection = await new PusherRealtimeChannels({ subscribeMs: 5000 }).connect(
    {
      key: SANDBOX_PUSHER.key,
      cluster: SANDBOX_PUSHER.cluster,
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
    },
    async (request) => signChannel(SANDBOX_PUSHER.key, SANDBOX_PUSHER.secret, request.socketId, request.channelName),
  );
  await connection.connected();
  const states: ChannelConnectionState[] = [];
  connection.onStateChange((state) => states.push(state));

  // The busy machine, made certain: pusher-js's immediate retry runs 200 ms late, after the disconnect.
  let retryFired = false;
  let closeHandled = false;
  globalThis.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms === 1000) closeHandled = true;
    if (ms === 0 || ms === undefined) {
      return realSetTimeout(() => {
        retryFired = true;
        handler();
      }, 200);
    }
    return realSetTimeout(handler, ms, ...rest);
  }) as typeof setTimeout;
  const closing = pusher.close();
  await waitUntil(() => closeHandled, 'pusher-js to handle the server close');
  globalThis.setTimeout = realSetTimeout;

  connection.disconnect();
  await waitUntil(() => retryFired, "pusher-js's leftover retry");
  await waitUntil(() => connection.state === 'disconnected', 'the connection to be disconnected again');
  // The leftover retry did start connecting (the race happened), and that was ended too.
  expect(states.slice(states.indexOf('disconnected'))).toEqual(['disconnected', 'connecting', 'disconnected']);
  await closing;
});
