/** @jest-environment node */
import { SANDBOX_PUSHER } from '@sandbox/contract/SandboxRealtime';
import { signChannel } from '@sandbox/realtime/pusherAuth';
import { createPusherServer, type PusherServer } from '@sandbox/realtime/pusherServer';
import { startTestServer, type TestServer } from '@sandbox/realtime/testing/testHttpServer';
import type { ChannelAuthorizer, ChannelConnection, ChannelConnectionState } from '@core/realtime/RealtimeChannels';
import { AppError } from '@core/shared/AppError';
import { PusherRealtimeChannels } from './PusherRealtimeChannels';

/** The channel port on the real pusher-js against the sandbox's Pusher protocol 7 server. */
let server: TestServer;
let pusher: PusherServer;
const open: ChannelConnection[] = [];

beforeAll(async () => {
  pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
  server = await startTestServer(pusher);
});
afterEach(async () => {
  // Closed before the server stops, so no socket sees a reset.
  await Promise.all(
    open.splice(0).map((connection) => {
      const closed = next<void>((resolve) =>
        connection.onStateChange((state) => state === 'disconnected' && resolve()),
      );
      connection.disconnect();
      return closed;
    }),
  );
});
afterAll(async () => {
  await pusher?.close();
  await server?.close();
});

interface ChatEvents {
  'client-typing': { chatId: string };
  'new-message': { id: string; text: string };
}

const signed: Array<{ socketId: string; channelName: string }> = [];
const signing: ChannelAuthorizer = async (request) => {
  signed.push(request);
  return signChannel(SANDBOX_PUSHER.key, SANDBOX_PUSHER.secret, request.socketId, request.channelName);
};

async function connect(authorize: ChannelAuthorizer = signing): Promise<ChannelConnection> {
  const connection = await new PusherRealtimeChannels({ subscribeMs: 5000 }).connect(
    {
      key: SANDBOX_PUSHER.key,
      cluster: SANDBOX_PUSHER.cluster,
      wsHost: '127.0.0.1',
      wsPort: server.port,
      forceTLS: false,
    },
    authorize,
  );
  open.push(connection);
  return connection;
}

const next = <T>(register: (resolve: (value: T) => void) => void) => new Promise<T>((resolve) => register(resolve));

describe('PusherRealtimeChannels', () => {
  it('connects, signs a private channel with this socket id, and carries client events to the other subscriber only', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const socketA = await a.connected();
    expect(socketA).toMatch(/^\d+\.\d+$/);
    expect(a.state).toBe('connected');
    const channelA = await a.subscribePrivate<ChatEvents, ChatEvents>('private-chat-1');
    const channelB = await b.subscribePrivate<ChatEvents, ChatEvents>('private-chat-1');
    expect(signed).toContainEqual({ socketId: socketA, channelName: 'private-chat-1' });
    const echoed: unknown[] = [];
    channelA.bind('client-typing', (data) => echoed.push(data));
    const received = next<{ chatId: string }>((resolve) => channelB.bind('client-typing', resolve));
    expect(channelA.trigger('client-typing', { chatId: 'c-1' })).toBe(true);
    await expect(received).resolves.toEqual({ chatId: 'c-1' });
    expect(echoed).toEqual([]);
  });

  it('server events reach bound handlers; the parse hook drops payloads that fail it', async () => {
    const connection = await connect();
    const channel = await connection.subscribePrivate<ChatEvents>('private-chat-2');
    const seen: Array<{ id: string; text: string }> = [];
    const done = next<void>((resolve) =>
      channel.bind(
        'new-message',
        (message) => {
          seen.push(message);
          resolve();
        },
        {
          parse: (data) =>
            data && typeof (data as { id?: unknown }).id === 'string' ? (data as { id: string; text: string }) : null,
        },
      ),
    );
    pusher.trigger('private-chat-2', 'new-message', { nope: true });
    pusher.trigger('private-chat-2', 'new-message', { id: 'm-1', text: 'hi' });
    await done;
    expect(seen).toEqual([{ id: 'm-1', text: 'hi' }]);
  });

  it("a refused authorization rejects the subscription with the authorizer's error", async () => {
    const connection = await connect(() =>
      Promise.reject(new AppError('server', 'This channel cannot be joined.', 403)),
    );
    await expect(connection.subscribePrivate('private-chat-3')).rejects.toMatchObject({
      message: 'This channel cannot be joined.',
      status: 403,
    });
    await expect(connection.subscribePrivate('public-chat')).rejects.toThrow('"public-chat" is not a private channel.');
  });

  it('a forged signature is refused by the service itself', async () => {
    const connection = await connect(async () => `${SANDBOX_PUSHER.key}:${'0'.repeat(64)}`);
    await expect(connection.subscribePrivate('private-chat-4')).rejects.toBeInstanceOf(AppError);
  });

  it('reports state changes, joins again after a drop with a fresh signature, and stops delivering after unsubscribe', async () => {
    const connection = await connect();
    const first = await connection.connected();
    const channel = await connection.subscribePrivate<ChatEvents>('private-chat-5');
    const states: ChannelConnectionState[] = [];
    connection.onStateChange((state) => states.push(state));
    const resigned = next<void>((resolve) => {
      const poll = setInterval(() => {
        if (
          signed.some((s) => s.channelName === 'private-chat-5' && s.socketId !== first) &&
          pusher.channels().some((c) => c.name === 'private-chat-5')
        ) {
          clearInterval(poll);
          resolve();
        }
      }, 50);
    });
    connection.reconnect();
    await resigned;
    expect(states).toContain('connected');
    expect(await connection.connected()).not.toBe(first);

    const seen: unknown[] = [];
    channel.bind('new-message', (message) => seen.push(message));
    channel.unsubscribe();
    await next<void>((resolve) => {
      const poll = setInterval(() => {
        if (!pusher.channels().some((c) => c.name === 'private-chat-5')) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    expect(pusher.trigger('private-chat-5', 'new-message', { id: 'late', text: 'x' })).toBe(0);
    expect(seen).toEqual([]);
  });
});
