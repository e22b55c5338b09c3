/** @jest-environment node */
import type { HubState } from '../../../core/realtime/RealtimeHub';
import { createSignalrHub, type SignalrHub } from '../../../sandbox/realtime/signalrHub';
import { startTestServer, type TestServer } from '../../../sandbox/realtime/testing/testHttpServer';
import { deferred, waitUntil, withTimeout } from '../../../sandbox/realtime/testing/waitFor';
import { SignalrRealtimeHub } from './SignalrRealtimeHub';

const HUB_PATH = '/api/hubs/events';
const USERS: Record<string, { userId: string; tenantId: string }> = {
  'token-a': { userId: 'user-a', tenantId: 'tenant-a' },
  'token-b': { userId: 'user-b', tenantId: 'tenant-b' },
};

let server: TestServer;
let sandboxHub: SignalrHub;
let hubs: SignalrRealtimeHub[];

beforeEach(async () => {
  hubs = [];
  sandboxHub = createSignalrHub({ path: HUB_PATH, authenticate: (token) => (token ? (USERS[token] ?? null) : null) });
  server = await startTestServer(sandboxHub);
});

afterEach(async () => {
  await Promise.all(hubs.map((hub) => hub.stop()));
  await sandboxHub.close();
  await server.close();
});

function appHub(token: string | null): { hub: SignalrRealtimeHub; states: HubState[] } {
  const hub = new SignalrRealtimeHub({ url: `${server.httpUrl}${HUB_PATH}`, accessToken: () => token });
  const states: HubState[] = [];
  hub.onStateChange((state) => states.push(state));
  hubs.push(hub);
  return { hub, states };
}

describe('SignalrRealtimeHub against the sandbox hub (real client, real socket)', () => {
  it('connects and sends the tenant subscription', async () => {
    const { hub, states } = appHub('token-a');
    await hub.start('tenant-a');
    expect(hub.state).toBe('Connected');
    expect(states).toEqual(['Connecting', 'Connected']);
    expect(sandboxHub.connections()).toEqual([expect.objectContaining({ userId: 'user-a', tenantId: 'tenant-a', subscribedAt: expect.any(String) })]);
  });

  it('delivers typed events of its tenant only, and stops after unsubscribe', async () => {
    const a = appHub('token-a');
    const b = appHub('token-b');
    const seenByA = deferred<unknown>();
    const seenByB: unknown[] = [];
    const offA = a.hub.on('NewChatAvailable', (chat) => seenByA.resolve(chat));
    b.hub.on('NewChatAvailable', (chat) => seenByB.push(chat));
    await Promise.all([a.hub.start('tenant-a'), b.hub.start('tenant-b')]);

    const chat = { Name: 'Alice', Id: 'chat-1', TicketId: '1001', TicketLink: 'https://psa.example/1001' };
    expect(sandboxHub.publish('tenant-a', 'NewChatAvailable', chat)).toBe(1);
    expect(await withTimeout(seenByA.promise, 2000, 'the chat event')).toEqual(chat);

    offA();
    const later = deferred<unknown>();
    a.hub.on('NewAdminMessage', (message) => later.resolve(message));
    sandboxHub.publish('tenant-a', 'NewChatAvailable', { ...chat, Id: 'chat-2' });
    sandboxHub.publish('tenant-a', 'NewAdminMessage', { chatId: 'chat-1', id: 'm1', message: 'hi', from: 'Ann', date: '2026-11-22' });
    // Same socket, in order: once the later event arrived, the unsubscribed one would have too.
    await withTimeout(later.promise, 2000, 'the admin message');
    expect(seenByB).toEqual([]);
  });

  it('after a drop: Reconnecting, then Connected with the tenant subscription sent again', async () => {
    const { hub, states } = appHub('token-a');
    await hub.start('tenant-a');
    const firstId = sandboxHub.connections()[0]?.connectionId;
    const reconnected = deferred<void>();
    hub.onStateChange((state) => state === 'Connected' && reconnected.resolve());

    expect(sandboxHub.dropAll()).toBe(1);

    await withTimeout(reconnected.promise, 5000, 'the reconnect');
    expect(states).toEqual(['Connecting', 'Connected', 'Reconnecting', 'Connected']);
    await waitUntil(() => sandboxHub.connections().length === 1, 'one live connection');
    const [again] = sandboxHub.connections();
    expect(firstId).toBeDefined();
    expect(again?.connectionId).not.toBe(firstId);
    expect(again?.tenantId).toBe('tenant-a');
  });

  it('a refused negotiate fails start and reports Disconnected', async () => {
    const { hub, states } = appHub('not-a-token');
    await expect(hub.start('tenant-a')).rejects.toThrow();
    expect(states).toEqual(['Connecting', 'Disconnected']);
  });

  it('stop() disconnects and the hub forgets the client', async () => {
    const { hub, states } = appHub('token-a');
    await hub.start('tenant-a');
    await hub.stop();
    expect(states).toEqual(['Connecting', 'Connected', 'Disconnecting', 'Disconnected']);
    await waitUntil(() => sandboxHub.connections().length === 0, 'the hub to drop the client');
  });
});
