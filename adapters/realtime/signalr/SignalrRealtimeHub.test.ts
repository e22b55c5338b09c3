/** @jest-environment node */
import { asRecord, stringField, type HubEvent } from '@core/realtime/HubEvent';
import type { HubState } from '@core/realtime/RealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { RecordingLogger } from '@core/testing/RecordingLogger';
import { SystemClock } from '../../browser/SystemClock';
import { createSignalrHub, type SignalrHub } from '@sandbox/realtime/signalrHub';
import { startTestServer, type TestServer } from '@sandbox/realtime/testing/testHttpServer';
import { deferred, SOCKET_GUARD_MS, waitUntil, withTimeout } from '@sandbox/realtime/testing/waitFor';
import type { Clock } from '@core/time/Clock';
import { SignalrRealtimeHub } from './SignalrRealtimeHub';

const HUB_PATH = '/api/hubs/events';

/** An event taken as it comes (these tests are about delivery, not a payload's shape). */
const anyPayload = (name: string): HubEvent<unknown> => ({ name, parse: (payload) => payload });
/** An event with a parser of its own, as a feature defines one: a name as text and a real date, else null. */
const checkedPayload = (name: string): HubEvent<Record<string, unknown>> => ({
  name,
  parse: (payload) => {
    const record = asRecord(payload);
    const date = record && stringField(record, 'date');
    const valid =
      !!record && stringField(record, 'inspectorName') !== null && !!date && !Number.isNaN(Date.parse(date));
    return valid ? record : null;
  },
});
const USERS: Record<string, { userId: string; tenantId: string }> = {
  'token-a': { userId: 'user-a', tenantId: 'tenant-a' },
  'token-b': { userId: 'user-b', tenantId: 'tenant-b' },
};

/** Broken negotiate answers a real backend or proxy can give: each must end in a retry, never a crash. */
const BROKEN_NEGOTIATES: [string, () => Response][] = [
  [
    'invalid JSON',
    () => new Response('{"connectionId": ', { status: 200, headers: { 'content-type': 'application/json' } }),
  ],
  ['the wrong shape', () => Response.json({ hello: 'world' })],
  ['an empty body', () => new Response('', { status: 200 })],
  ['a 500 with a message', () => Response.json({ message: 'The hub is down.' }, { status: 500 })],
  ['a 500 without a message', () => new Response(null, { status: 500 })],
];

let server: TestServer;
let sandboxHub: SignalrHub;
let hubs: SignalrRealtimeHub[];
/** While set, every negotiate gets this answer instead of the sandbox hub's. */
let brokenNegotiate: (() => Response) | null;
let negotiations: number;

beforeEach(async () => {
  hubs = [];
  brokenNegotiate = null;
  negotiations = 0;
  sandboxHub = createSignalrHub({ path: HUB_PATH, authenticate: (token) => (token ? (USERS[token] ?? null) : null) });
  const broken = {
    handleHttp: async (request: Request) => {
      if (!new URL(request.url).pathname.endsWith('/negotiate')) return null;
      negotiations += 1;
      return brokenNegotiate ? brokenNegotiate() : null;
    },
  };
  server = await startTestServer(broken, sandboxHub);
});

afterEach(async () => {
  await Promise.all(hubs.map((hub) => hub.stop()));
  await sandboxHub.close();
  await server.close();
});

function appHub(token: string | null, clock: Clock = new SystemClock()) {
  const logger = new RecordingLogger();
  const hub = new SignalrRealtimeHub({ url: `${server.httpUrl}${HUB_PATH}`, accessToken: () => token, clock, logger });
  const states: HubState[] = [];
  const paused: boolean[] = [];
  let reconnects = 0;
  hub.onStateChange((state) => states.push(state));
  hub.onPausedChange((value) => paused.push(value));
  hub.onReconnected(() => (reconnects += 1));
  hubs.push(hub);
  return { hub, states, paused, logger, reconnects: () => reconnects };
}

function stateReached(hub: SignalrRealtimeHub, wanted: HubState): Promise<void> {
  const reached = deferred<void>();
  if (hub.state === wanted) reached.resolve();
  const off = hub.onStateChange((state) => state === wanted && reached.resolve());
  return withTimeout(reached.promise, SOCKET_GUARD_MS, `the hub to be ${wanted}`).finally(off);
}

describe('SignalrRealtimeHub against the sandbox hub (real client, real socket)', () => {
  it('connects and sends the tenant subscription', async () => {
    const { hub, states, reconnects } = appHub('token-a');
    await hub.start('tenant-a');
    expect(hub.state).toBe('Connected');
    expect(states).toEqual(['Connecting', 'Connected']);
    expect(reconnects()).toBe(0);
    expect(sandboxHub.connections()).toEqual([
      expect.objectContaining({ userId: 'user-a', tenantId: 'tenant-a', subscribedAt: expect.any(String) }),
    ]);
  });

  it('delivers events of its tenant only, and stops after unsubscribe', async () => {
    const a = appHub('token-a');
    const b = appHub('token-b');
    const seenByA = deferred<unknown>();
    const seenByB: unknown[] = [];
    const offA = a.hub.on(anyPayload('NewChatAvailable'), (chat) => seenByA.resolve(chat));
    b.hub.on(anyPayload('NewChatAvailable'), (chat) => seenByB.push(chat));
    await Promise.all([a.hub.start('tenant-a'), b.hub.start('tenant-b')]);

    const chat = { Name: 'Alice', Id: 'chat-1', TicketId: '1001', TicketLink: 'https://psa.example/1001' };
    expect(sandboxHub.publish('tenant-a', 'NewChatAvailable', chat)).toBe(1);
    expect(await withTimeout(seenByA.promise, SOCKET_GUARD_MS, 'the chat event')).toEqual(chat);

    offA();
    const later = deferred<unknown>();
    a.hub.on(anyPayload('NewAdminMessage'), (message) => later.resolve(message));
    sandboxHub.publish('tenant-a', 'NewChatAvailable', { ...chat, Id: 'chat-2' });
    sandboxHub.publish('tenant-a', 'NewAdminMessage', {
      chatId: 'chat-1',
      id: 'm1',
      message: 'hi',
      from: 'Ann',
      date: '2026-11-22',
    });
    // Same socket, in order: once the later event arrived, the unsubscribed one would have too.
    await withTimeout(later.promise, SOCKET_GUARD_MS, 'the admin message');
    expect(seenByB).toEqual([]);
  });

  it('a payload that does not parse is dropped and logged by name; the next good one is delivered', async () => {
    const { hub, logger } = appHub('token-a');
    const received: unknown[] = [];
    const good = deferred<void>();
    hub.on(checkedPayload('ContactVerificationPassed'), (event) => {
      received.push(event);
      good.resolve();
    });
    await hub.start('tenant-a');
    const event = {
      contactId: 'ct1',
      psaId: 'acme-cw',
      value: '+1 555 0100',
      validationType: 'SMS',
      inspectorName: 'Tess Tech',
      note: '',
      date: '2026-11-22T10:00:00.000Z',
    };
    sandboxHub.publish('tenant-a', 'ContactVerificationPassed', { ...event, inspectorName: { first: 'Tess' } });
    sandboxHub.publish('tenant-a', 'ContactVerificationPassed', { ...event, date: 'not a date' });
    sandboxHub.publish('tenant-a', 'ContactVerificationPassed', event);
    await withTimeout(good.promise, SOCKET_GUARD_MS, 'the well-formed event');
    expect(received).toEqual([event]);
    expect(logger.warnings).toEqual([
      { message: 'Dropped a hub event whose payload did not parse.', details: { event: 'ContactVerificationPassed' } },
      { message: 'Dropped a hub event whose payload did not parse.', details: { event: 'ContactVerificationPassed' } },
    ]);
  });

  it('after a drop: Reconnecting, then Connected with the tenant subscription sent again, and pages told to refetch', async () => {
    const { hub, states, reconnects } = appHub('token-a');
    await hub.start('tenant-a');
    const firstId = sandboxHub.connections()[0]?.connectionId;

    expect(sandboxHub.dropAll()).toBe(1);
    await stateReached(hub, 'Reconnecting');
    await stateReached(hub, 'Connected');

    expect(states).toEqual(['Connecting', 'Connected', 'Reconnecting', 'Connected']);
    expect(reconnects()).toBe(1);
    await waitUntil(() => sandboxHub.connections().length === 1, 'one live connection');
    const [again] = sandboxHub.connections();
    expect(firstId).toBeDefined();
    expect(again?.connectionId).not.toBe(firstId);
    expect(again?.tenantId).toBe('tenant-a');
  });

  it('a drop while the tenant subscription is in flight is a failed attempt: the hub retries and ends subscribed', async () => {
    const clock = new ManualClock();
    const { hub, reconnects } = appHub('token-a', clock);
    await hub.start('tenant-a');
    // The reconnect's subscription meets a second drop, as when the hub drops several times in two seconds.
    let subscriptions = 0;
    sandboxHub.onInvocation(
      (e) => void (e.target === 'TenantSubscription' && ++subscriptions === 1 && sandboxHub.dropAll()),
    );
    sandboxHub.dropAll();
    await stateReached(hub, 'Reconnecting');
    clock.advance(0); // the schedule's first retry, at once
    await waitUntil(() => subscriptions === 1 && clock.activeTimers() === 1, 'the retry to fail while subscribing');
    expect(hub.state).toBe('Reconnecting');
    clock.advance(2000);
    await stateReached(hub, 'Connected');
    await waitUntil(() => sandboxHub.connections().some((c) => c.tenantId === 'tenant-a'), 'a subscribed connection');
    expect(reconnects()).toBe(1);
  });

  it.each(BROKEN_NEGOTIATES)(
    'a first start whose negotiate answers %s keeps Connecting and connects once the server answers',
    async (_what, answer) => {
      const clock = new ManualClock();
      const { hub, states, reconnects } = appHub('token-a', clock);
      brokenNegotiate = answer;
      await hub.start('tenant-a'); // does not reject: the hub keeps trying
      expect(hub.state).toBe('Connecting');
      expect(negotiations).toBe(1);

      clock.advance(0); // the schedule's first retry, at once
      // Once it failed, the next retry waits on the clock.
      await waitUntil(() => negotiations === 2 && clock.activeTimers() === 1, 'the first retry to fail');
      brokenNegotiate = null;
      clock.advance(2000);
      await stateReached(hub, 'Connected');
      expect(states).toEqual(['Connecting', 'Connected']);
      expect(reconnects()).toBe(1);
      expect(sandboxHub.connections()).toEqual([expect.objectContaining({ tenantId: 'tenant-a' })]);
    },
  );

  it("past the spec's schedule: paused, still retrying every 60 s, and Reconnect connects at once", async () => {
    const clock = new ManualClock();
    const { hub, paused, reconnects } = appHub('token-a', clock);
    await hub.start('tenant-a');
    brokenNegotiate = () => Response.json({ error: 'refused' }, { status: 503 });
    expect(sandboxHub.dropAll()).toBe(1);
    await stateReached(hub, 'Reconnecting');
    for (const [retry, wait] of [0, 2000, 10_000, 30_000].entries()) {
      clock.advance(wait);
      // The first start was negotiation 1; once a retry failed, the next one waits on the clock.
      await waitUntil(() => negotiations === 2 + retry && clock.activeTimers() === 1, `retry ${retry + 1} to fail`);
    }
    await waitUntil(() => hub.paused, 'the pause');
    expect(paused).toEqual([true]);
    clock.advance(60_000);
    await waitUntil(() => negotiations === 6 && clock.activeTimers() === 1, 'the steady retry to fail');
    expect(hub.state).toBe('Reconnecting');

    brokenNegotiate = null;
    hub.reconnectNow();
    await stateReached(hub, 'Connected');
    expect(paused).toEqual([true, false]);
    expect(reconnects()).toBe(1);
  });

  it('stop() disconnects, the hub forgets the client, and no retry follows', async () => {
    const clock = new ManualClock();
    const { hub, states } = appHub('token-a', clock);
    await hub.start('tenant-a');
    await hub.stop();
    expect(states).toEqual(['Connecting', 'Connected', 'Disconnecting', 'Disconnected']);
    await waitUntil(() => sandboxHub.connections().length === 0, 'the hub to drop the client');
    expect(clock.activeTimers()).toBe(0);
  });
});
