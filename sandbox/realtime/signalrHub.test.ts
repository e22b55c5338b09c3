/** @jest-environment node */
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { createSignalrHub, TENANT_MISMATCH_ERROR, type HubIdentity, type SignalrHub } from './signalrHub';
import { RecordReader } from './signalrProtocol';
import { RawSocket } from './testing/rawSocket';
import { startTestServer, type TestServer } from './testing/testHttpServer';
import { deferred, SOCKET_GUARD_MS, waitUntil, withTimeout } from './testing/waitFor';

const HUB_PATH = '/api/hubs/events';
const USERS: Record<string, HubIdentity> = {
  'token-a': { userId: 'user-a', tenantId: 'tenant-a' },
  'token-a2': { userId: 'user-a2', tenantId: 'tenant-a' },
  'token-b': { userId: 'user-b', tenantId: 'tenant-b' },
};
const ORIGIN = 'http://app.localhost:5173';

let hub: SignalrHub;
let server: TestServer;
let clients: HubConnection[];
let rawSockets: RawSocket[];

function startHub(keepAliveMs?: number): Promise<void> {
  hub = createSignalrHub({
    path: HUB_PATH,
    authenticate: (token) => (token ? (USERS[token] ?? null) : null),
    keepAliveMs,
    corsOrigins: [ORIGIN],
  });
  return startTestServer(hub).then((started) => {
    server = started;
  });
}

beforeEach(() => {
  clients = [];
  rawSockets = [];
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  for (const raw of rawSockets) raw.terminate();
  await hub.close();
  await server.close();
});

/** The real client, configured as the app configures it (spec section 4 delays). */
function client(token: string): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.httpUrl}${HUB_PATH}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect([0, 2000, 10000, 30000])
    .configureLogging(LogLevel.None)
    .build();
  clients.push(connection);
  return connection;
}

async function negotiateToken(token: string): Promise<string> {
  const response = await fetch(`${server.httpUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { connectionToken: string };
  return body.connectionToken;
}

/** A raw socket that has completed the JSON handshake; records arrive one by one. */
async function rawHubSocket(token: string, handshake = '{"protocol":"json","version":1}\x1e'): Promise<RawSocket> {
  const reader = new RecordReader();
  const raw = await RawSocket.open(`${server.wsUrl}${HUB_PATH}?id=${await negotiateToken(token)}`, (text) =>
    reader.push(text),
  );
  rawSockets.push(raw);
  if (handshake) raw.send(handshake);
  return raw;
}

describe('negotiate', () => {
  beforeEach(() => startHub());

  it('refuses a missing or unknown token with 401, and the real client fails to start', async () => {
    const response = await fetch(`${server.httpUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Origin: ORIGIN },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });

    const connection = client('not-a-token');
    await expect(connection.start()).rejects.toThrow(/401|Unauthorized/);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    expect(hub.connections()).toEqual([]);
  });

  it('grants no CORS to an origin that is not configured', async () => {
    const response = await fetch(`${server.httpUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Origin: 'https://evil.test', Authorization: 'Bearer token-a' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('offers WebSockets only, with credentialed CORS and a preflight answer', async () => {
    const preflight = await fetch(`${server.httpUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-requested-with,x-signalr-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const response = await fetch(`${server.httpUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Authorization: 'Bearer token-a' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('leaves URLs that are not its own to the host', async () => {
    expect(await hub.handleHttp(new Request('http://x/api/other/negotiate', { method: 'POST' }))).toBeNull();
    expect(await hub.handleHttp(new Request(`http://x${HUB_PATH}`, { method: 'GET' }))).toBeNull();
  });
});

describe('tenant subscription and publish', () => {
  beforeEach(() => startHub());

  it("accepts TenantSubscription for the caller's own tenant and reports the invocation", async () => {
    const seen: unknown[] = [];
    hub.onInvocation((event) => seen.push(event));
    const connection = client('token-a');
    await connection.start();

    await expect(connection.invoke('TenantSubscription', 'tenant-a')).resolves.toBe(true);

    expect(seen).toEqual([{ connectionId: connection.connectionId, target: 'TenantSubscription', args: ['tenant-a'] }]);
    expect(hub.connections()).toEqual([
      {
        connectionId: connection.connectionId,
        userId: 'user-a',
        tenantId: 'tenant-a',
        subscribedAt: expect.any(String),
      },
    ]);
  });

  it('rejects TenantSubscription for another tenant', async () => {
    const connection = client('token-a');
    await connection.start();

    await expect(connection.invoke('TenantSubscription', 'tenant-b')).rejects.toThrow(TENANT_MISMATCH_ERROR);

    expect(hub.connections()[0]).toMatchObject({ tenantId: null, subscribedAt: null });
    expect(hub.publish('tenant-b', 'NewChatAvailable', {})).toBe(0);
  });

  it('delivers publish() to subscribers of that tenant only', async () => {
    const a = client('token-a');
    const b = client('token-b');
    const unsubscribed = client('token-a2');
    await Promise.all([a.start(), b.start(), unsubscribed.start()]);
    await a.invoke('TenantSubscription', 'tenant-a');
    await b.invoke('TenantSubscription', 'tenant-b');

    const chatForA = deferred<unknown[]>();
    const chatsSeenByB: unknown[] = [];
    const markerForB = deferred<unknown>();
    // Target names match case-insensitively, as in the real client.
    a.on('newchatavailable', (...args: unknown[]) => chatForA.resolve(args));
    b.on('NewChatAvailable', (...args: unknown[]) => chatsSeenByB.push(args));
    b.on('NewUserMessage', (message: unknown) => markerForB.resolve(message));

    const chat = { Name: 'Chat', Id: 'chat-1', TicketId: 7, TicketLink: 'http://psa/7' };
    expect(hub.publish('tenant-a', 'NewChatAvailable', chat, 'second-arg')).toBe(1);
    expect(await withTimeout(chatForA.promise, SOCKET_GUARD_MS, 'NewChatAvailable on A')).toEqual([chat, 'second-arg']);

    // B's own event is sent after A's; had A's been sent to B too, B would have seen it first.
    expect(hub.publish('tenant-b', 'NewUserMessage', 'marker')).toBe(1);
    expect(await withTimeout(markerForB.promise, SOCKET_GUARD_MS, 'NewUserMessage on B')).toBe('marker');
    expect(chatsSeenByB).toEqual([]);
  });

  it('completes other invocations with null and reports send() calls too', async () => {
    const sent = deferred<unknown>();
    const stop = hub.onInvocation((event) => {
      if (event.target === 'Typing') sent.resolve(event);
    });
    const connection = client('token-a');
    await connection.start();

    await expect(connection.invoke('SomethingElse', 1, 'two')).resolves.toBeNull();
    await connection.send('Typing', { chatId: 'c1' });
    expect(await withTimeout(sent.promise, SOCKET_GUARD_MS, 'send() to be observed')).toEqual({
      connectionId: connection.connectionId,
      target: 'Typing',
      args: [{ chatId: 'c1' }],
    });
    stop();
  });
});

describe('sockets and the JSON protocol', () => {
  it('refuses an unknown connection token and a token used twice (404)', async () => {
    await startHub();
    expect(await RawSocket.refusalStatus(`${server.wsUrl}${HUB_PATH}?id=unknown`)).toBe(404);

    const token = await negotiateToken('token-a');
    rawSockets.push(await RawSocket.open(`${server.wsUrl}${HUB_PATH}?id=${token}`));
    expect(await RawSocket.refusalStatus(`${server.wsUrl}${HUB_PATH}?id=${token}`)).toBe(404);
  });

  it('answers a handshake split across frames, then records sharing one frame', async () => {
    await startHub();
    const raw = await rawHubSocket('token-a', '{"protocol":"json",');
    raw.send(
      '"version":1}\x1e' +
        '{"type":1,"invocationId":"1","target":"TenantSubscription","arguments":["tenant-a"]}\x1e' +
        '{"type":1,"invocationId":"2","target":"TenantSubscription","arguments":["tenant-b"]}\x1e{"type":6}\x1e',
    );
    expect(await raw.nextJson()).toEqual({});
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '1', result: true });
    expect(await raw.nextJson()).toEqual({ type: 3, invocationId: '2', error: TENANT_MISMATCH_ERROR });
  });

  it('rejects protocols other than json version 1', async () => {
    await startHub();
    const raw = await rawHubSocket('token-a', '{"protocol":"messagepack","version":1}\x1e');
    expect(await raw.nextJson()).toEqual({ error: expect.stringContaining('messagepack') });
    expect((await withTimeout(raw.closed, SOCKET_GUARD_MS, 'socket close')).code).toBe(1000);
  });

  it('sends keep-alive pings every keepAliveMs', async () => {
    await startHub(20);
    const raw = await rawHubSocket('token-a');
    expect(await raw.nextJson()).toEqual({});
    expect(await raw.nextJson()).toEqual({ type: 6 });
    expect(await raw.nextJson()).toEqual({ type: 6 });
  });
});

describe('drops and shutdown', () => {
  beforeEach(() => startHub());

  it('dropAll() makes the real client reconnect with a new connection id', async () => {
    const connection = client('token-a');
    const reconnecting = deferred<void>();
    const reconnected = deferred<string | undefined>();
    connection.onreconnecting(() => reconnecting.resolve());
    connection.onreconnected((id) => reconnected.resolve(id));
    await connection.start();
    await connection.invoke('TenantSubscription', 'tenant-a');
    const firstId = connection.connectionId;

    expect(hub.dropAll()).toBe(1);

    await withTimeout(reconnecting.promise, SOCKET_GUARD_MS, 'onreconnecting');
    const newId = await withTimeout(reconnected.promise, SOCKET_GUARD_MS, 'onreconnected');
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(newId).toBeDefined();
    expect(newId).not.toBe(firstId);
    // Server state is per connection: the app has to subscribe again after reconnecting.
    expect(hub.connections()).toEqual([{ connectionId: newId, userId: 'user-a', tenantId: null, subscribedAt: null }]);
    await expect(connection.invoke('TenantSubscription', 'tenant-a')).resolves.toBe(true);
  });

  it('forgets a client that stops', async () => {
    const connection = client('token-a');
    await connection.start();
    expect(hub.connections()).toHaveLength(1);
    await connection.stop();
    await waitUntil(() => hub.connections().length === 0, 'the hub to drop the stopped client');
  });

  it('close() sends Close with allowReconnect and refuses new negotiates and sockets', async () => {
    const raw = await rawHubSocket('token-a');
    expect(await raw.nextJson()).toEqual({});
    const connection = client('token-b');
    const reconnecting = deferred<void>();
    connection.onreconnecting(() => reconnecting.resolve());
    await connection.start();

    await hub.close();

    expect(await raw.nextJson()).toEqual({ type: 7, allowReconnect: true });
    expect((await withTimeout(raw.closed, SOCKET_GUARD_MS, 'socket close')).code).toBe(1000);
    await withTimeout(reconnecting.promise, SOCKET_GUARD_MS, 'onreconnecting after Close');
    const negotiate = await fetch(`${server.httpUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer token-a' },
    });
    expect(negotiate.status).toBe(503);
    expect(await RawSocket.refusalStatus(`${server.wsUrl}${HUB_PATH}?id=anything`)).toBe(503);
  });
});
