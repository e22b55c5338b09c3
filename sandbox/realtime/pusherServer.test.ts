/** @jest-environment node */
import type { IncomingMessage } from 'http';
import { PassThrough } from 'stream';
import Pusher, { type Channel, type ChannelAuthorizationHandler } from 'pusher-js';
import { signChannel } from './pusherAuth';
import { createPusherServer, type PusherClientEvent, type PusherServer } from './pusherServer';
import { RawSocket } from './testing/rawSocket';
import { startTestServer, type TestServer } from './testing/testHttpServer';
import { deferred, SOCKET_GUARD_MS, waitUntil, withTimeout } from './testing/waitFor';

const APP_KEY = 'sandbox-key';
const APP_SECRET = 'sandbox-secret';

let pusher: PusherServer;
let server: TestServer;
let observed: PusherClientEvent[];
let clients: Pusher[];
let rawSockets: RawSocket[];

beforeEach(async () => {
  pusher = createPusherServer({ appKey: APP_KEY, appSecret: APP_SECRET });
  server = await startTestServer(pusher);
  observed = [];
  pusher.onClientEvent((event) => observed.push(event));
  clients = [];
  rawSockets = [];
});

afterEach(async () => {
  for (const client of clients) client.disconnect();
  for (const raw of rawSockets) raw.terminate();
  await pusher.close();
  await server.close();
});

/** Signs like the sandbox's authorize endpoint would, without the HTTP round trip. */
const signingHandler: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  signChannel(APP_KEY, APP_SECRET, socketId, channelName).then(
    (auth) => callback(null, { auth }),
    (error: Error) => callback(error, null),
  );
};

/** The real client with the options a local server needs (a host, a port, no TLS, WebSocket only: no fallback to the vendor's hosts). */
function client(customHandler: ChannelAuthorizationHandler = signingHandler): Pusher {
  const connection = new Pusher(APP_KEY, {
    cluster: 'sandbox',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { customHandler },
  });
  clients.push(connection);
  return connection;
}

function connected(connection: Pusher): Promise<void> {
  return withTimeout(
    new Promise<void>((resolve) => {
      if (connection.connection.state === 'connected') resolve();
      else connection.connection.bind('connected', () => resolve());
    }),
    2000,
    'pusher-js to connect',
  );
}

function subscribed(channel: Channel): Promise<void> {
  return withTimeout(
    new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
    }),
    2000,
    `subscription to ${channel.name}`,
  );
}

function nextEvent(channel: Channel, event: string): Promise<unknown> {
  const received = deferred<unknown>();
  channel.bind(event, (data: unknown) => received.resolve(data));
  return withTimeout(received.promise, SOCKET_GUARD_MS, `${event} on ${channel.name}`);
}

/** A raw protocol-7 socket that has read connection_established; returns its socket id too. */
async function rawClient(key = APP_KEY): Promise<{ raw: RawSocket; socketId: string }> {
  const raw = await RawSocket.open(`${server.wsUrl}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
  rawSockets.push(raw);
  const established = (await raw.nextJson()) as { event: string; data: string };
  const data = JSON.parse(established.data) as { socket_id?: string };
  return { raw, socketId: data.socket_id ?? '' };
}

describe('connection', () => {
  it('connects pusher-js and gives it a digits.digits socket id', async () => {
    const connection = client();
    await connected(connection);
    expect(connection.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it('sends connection_established with string data holding socket id and activity timeout', async () => {
    const raw = await RawSocket.open(`${server.wsUrl}/app/${APP_KEY}?protocol=7`);
    rawSockets.push(raw);
    const established = (await raw.nextJson()) as { event: string; data: unknown };
    expect(established.event).toBe('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { raw } = await rawClient();
    raw.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect(await raw.nextJson()).toEqual({ event: 'pusher:pong', data: '{}' });
  });

  it('refuses an unknown app key with pusher:error 4001 and close code 4001', async () => {
    const raw = await RawSocket.open(`${server.wsUrl}/app/other-key?protocol=7`);
    rawSockets.push(raw);
    const error = (await raw.nextJson()) as { event: string; data: string };
    expect(error.event).toBe('pusher:error');
    expect(JSON.parse(error.data)).toMatchObject({ code: 4001 });
    expect((await withTimeout(raw.closed, SOCKET_GUARD_MS, 'socket close')).code).toBe(4001);
  });

  it('leaves other upgrade paths to the host', () => {
    const socket = new PassThrough();
    expect(pusher.handleUpgrade({ url: '/api/hubs/events?id=x' } as IncomingMessage, socket, Buffer.alloc(0))).toBe(
      false,
    );
    socket.destroy();
  });
});

describe('channels', () => {
  it('subscribes to a public channel without auth and delivers trigger() data', async () => {
    const connection = client();
    const channel = connection.subscribe('tickets');
    await subscribed(channel);
    expect(pusher.channels()).toEqual([{ name: 'tickets', subscribers: 1 }]);

    const chat = nextEvent(channel, 'NewChatAvailable');
    expect(pusher.trigger('tickets', 'NewChatAvailable', { Id: 'chat-1', TicketId: 7 })).toBe(1);
    expect(await chat).toEqual({ Id: 'chat-1', TicketId: 7 });

    const text = nextEvent(channel, 'note');
    pusher.trigger('tickets', 'note', 'plain text');
    expect(await text).toBe('plain text');
  });

  it('subscribes to a private channel when the signature matches the socket id', async () => {
    const connection = client();
    await connected(connection);
    await subscribed(connection.subscribe('private-session-1'));

    expect(observed).toEqual([
      {
        socketId: connection.connection.socket_id,
        channel: 'private-session-1',
        event: 'pusher:subscribe',
        data: null,
      },
    ]);
    expect(pusher.trigger('private-session-1', 'TokenReady', {})).toBe(1);
  });

  it('refuses a private channel with a bad signature via pusher:subscription_error', async () => {
    const connection = client((_params, callback) => callback(null, { auth: `${APP_KEY}:${'0'.repeat(64)}` }));
    const channel = connection.subscribe('private-session-1');

    const error = await nextEvent(channel, 'pusher:subscription_error');

    expect(error).toEqual({ type: 'AuthError', status: 401, error: expect.stringContaining('Invalid signature') });
    expect(pusher.channels()).toEqual([]);
    expect(pusher.trigger('private-session-1', 'anything', {})).toBe(0);
    expect(observed).toEqual([
      expect.objectContaining({ event: 'pusher:subscription_error', channel: 'private-session-1' }),
    ]);
  });

  it('refuses presence channels, which the sandbox does not implement', async () => {
    const { raw, socketId } = await rawClient();
    const auth = await signChannel(APP_KEY, APP_SECRET, socketId, 'presence-room');
    raw.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'presence-room', auth, channel_data: '{}' } }),
    );
    const reply = (await raw.nextJson()) as { event: string; channel: string };
    expect(reply).toMatchObject({ event: 'pusher:subscription_error', channel: 'presence-room' });
  });

  it('unsubscribes', async () => {
    const connection = client();
    await subscribed(connection.subscribe('tickets'));
    connection.unsubscribe('tickets');

    await waitUntil(() => pusher.channels().length === 0, 'the channel to empty');
    expect(pusher.trigger('tickets', 'NewChatAvailable', {})).toBe(0);
    expect(observed.map((event) => event.event)).toEqual(['pusher:subscribe', 'pusher:unsubscribe']);
  });
});

describe('client events', () => {
  it('forwards a client event to the other subscribers but never back to the sender', async () => {
    const a = client();
    const b = client();
    const onA = a.subscribe('private-relay');
    const onB = b.subscribe('private-relay');
    await Promise.all([subscribed(onA), subscribed(onB)]);
    const echoes: unknown[] = [];
    onA.bind('client-login', (data: unknown) => echoes.push(data));

    const login = nextEvent(onB, 'client-login');
    expect(onA.trigger('client-login', { token: 't-1', type: 'Microsoft' })).toBe(true);
    expect(await login).toEqual({ token: 't-1', type: 'Microsoft' });

    // B answers after receiving; an echo to A would have been sent before this answer.
    const ack = nextEvent(onA, 'client-ack');
    onB.trigger('client-ack', { ok: true });
    expect(await ack).toEqual({ ok: true });
    expect(echoes).toEqual([]);
    expect(observed.filter((event) => event.event.startsWith('client-'))).toEqual([
      {
        socketId: a.connection.socket_id,
        channel: 'private-relay',
        event: 'client-login',
        data: { token: 't-1', type: 'Microsoft' },
      },
      { socketId: b.connection.socket_id, channel: 'private-relay', event: 'client-ack', data: { ok: true } },
    ]);
  });

  it('puts data on the wire as a JSON string', async () => {
    const first = await rawClient();
    const second = await rawClient();
    for (const { raw, socketId } of [first, second]) {
      const auth = await signChannel(APP_KEY, APP_SECRET, socketId, 'private-wire');
      raw.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-wire', auth } }));
      expect(await raw.nextJson()).toEqual({
        event: 'pusher_internal:subscription_succeeded',
        channel: 'private-wire',
        data: '{}',
      });
    }
    first.raw.send(JSON.stringify({ event: 'client-typing', channel: 'private-wire', data: { chatId: 'c1' } }));
    expect(await second.raw.nextJson()).toEqual({
      event: 'client-typing',
      channel: 'private-wire',
      data: '{"chatId":"c1"}',
    });
  });

  it('rejects client events on public channels and on channels the socket has not joined', async () => {
    const { raw } = await rawClient();
    raw.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'tickets', auth: '' } }));
    expect(await raw.nextJson()).toMatchObject({ event: 'pusher_internal:subscription_succeeded' });

    raw.send(JSON.stringify({ event: 'client-x', channel: 'tickets', data: {} }));
    const publicError = (await raw.nextJson()) as { event: string; data: string };
    expect(publicError.event).toBe('pusher:error');
    expect(JSON.parse(publicError.data)).toEqual({ code: null, message: expect.stringContaining('private') });

    raw.send(JSON.stringify({ event: 'client-x', channel: 'private-not-joined', data: {} }));
    const notJoined = (await raw.nextJson()) as { event: string; data: string };
    expect(JSON.parse(notJoined.data)).toEqual({ code: null, message: expect.stringContaining('not subscribed') });
    expect(observed.filter((event) => event.event.startsWith('client-'))).toEqual([]);
  });
});

describe('drops and shutdown', () => {
  it('dropAll() disconnects everyone and pusher-js reconnects and resubscribes', async () => {
    const connection = client();
    const channel = connection.subscribe('private-session-1');
    await subscribed(channel);
    const firstSocketId = connection.connection.socket_id;
    const states: string[] = [];
    connection.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const resubscribed = subscribed(channel);

    expect(pusher.dropAll()).toBe(1);

    // pusher-js waits about a second before reconnecting after an abnormal close.
    await withTimeout(resubscribed, SOCKET_GUARD_MS, 'resubscription after the drop');
    expect(states).toContain('connecting');
    expect(connection.connection.state).toBe('connected');
    expect(connection.connection.socket_id).not.toBe(firstSocketId);
    expect(pusher.channels()).toEqual([{ name: 'private-session-1', subscribers: 1 }]);
  });

  it('close() closes sockets with code 4200 and refuses new ones', async () => {
    const { raw } = await rawClient();
    await pusher.close();
    expect((await withTimeout(raw.closed, SOCKET_GUARD_MS, 'socket close')).code).toBe(4200);
    expect(await RawSocket.refusalStatus(`${server.wsUrl}/app/${APP_KEY}`)).toBe(503);
  });
});
