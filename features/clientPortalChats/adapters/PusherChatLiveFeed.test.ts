/** @jest-environment node */
import { createHttpClient } from '@features/api/adapters';
import { PusherRealtimeChannels } from '@adapters/realtime/pusher/PusherRealtimeChannels';
import { RecordingRealtime, SANDBOX_PUSHER } from '@features/api/sandbox';
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { createPusherServer, type PusherServer } from '@sandbox/realtime/pusherServer';
import { type TestServer, startTestServer } from '@sandbox/realtime/testing/testHttpServer';
import type { ChannelConnection, RealtimeChannels } from '@features/api/core';
import type { ChatLiveListener, ChatLiveSubscription } from '../core/ChatLiveFeed';
import type { ChatMessage, PortalChat } from '../core/PortalChat';
import { chatLedgerOf } from '../sandbox/chatLedger';
import { chatChannelName } from './wire/chatWire';
import { PusherChatLiveFeed } from './PusherChatLiveFeed';

/** The chat live feed on real pusher-js, against the sandbox's HTTP contract and its Pusher server. */
const sandbox = createSandbox();
let pusher: PusherServer;
let server: TestServer;
let token: string | null = null;
const subscriptions: ChatLiveSubscription[] = [];

beforeAll(async () => {
  pusher = createPusherServer({ appKey: SANDBOX_PUSHER.key, appSecret: SANDBOX_PUSHER.secret });
  server = await startTestServer({ handleHttp: (request) => sandbox.fetch(request) }, pusher);
  const recording = new RecordingRealtime();
  sandbox.state.realtime = Object.assign(recording, {
    triggerChannel: (channel: string, event: string, payload: unknown) => pusher.trigger(channel, event, payload),
    dropChannels: () => pusher.dropAll(),
  });
});
afterEach(() => subscriptions.splice(0).forEach((s) => s.unsubscribe()));
afterAll(async () => {
  await new Promise((r) => setTimeout(r, 150)); // the adapter disconnects on a deferred tick
  await pusher?.close();
  await server?.close();
});

function feed(channels: RealtimeChannels = new PusherRealtimeChannels({ subscribeMs: 5000 })) {
  const http = createHttpClient({
    baseURL: `${server.httpUrl}/api`,
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    onError: () => undefined,
  });
  return new PusherChatLiveFeed(http, channels);
}

/** How a watch ended; one that subscribed after all is kept for afterEach to end. */
const outcomeOf = (watching: Promise<ChatLiveSubscription>) =>
  watching.then(
    (subscription) => (subscriptions.push(subscription), 'subscribed'),
    () => 'rejected',
  );

/** Real channels that count what the feed did with them, and may run something once a socket is made. */
function countingChannels(onConnected: () => void = () => undefined) {
  const real = new PusherRealtimeChannels({ subscribeMs: 5000 });
  const counts = { connects: 0, subscribes: 0, disconnects: 0 };
  const channels: RealtimeChannels = {
    async connect(settings, authorize) {
      counts.connects += 1;
      const connection = await real.connect(settings, authorize);
      onConnected();
      return Object.assign(Object.create(connection) as ChannelConnection, {
        subscribePrivate: (name: string) => (counts.subscribes++, connection.subscribePrivate(name)),
        disconnect: () => (counts.disconnects++, connection.disconnect()),
      });
    },
  };
  return { channels, counts };
}

interface Heard {
  messages: ChatMessage[];
  chats: PortalChat[];
  closed: string[];
  typing: string[];
  reconnects: number;
}

function recorder(): {
  heard: Heard;
  listener: ChatLiveListener;
  next(check: (heard: Heard) => boolean): Promise<void>;
} {
  const heard: Heard = { messages: [], chats: [], closed: [], typing: [], reconnects: 0 };
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((w) => w());
  return {
    heard,
    listener: {
      onMessage: (m) => (heard.messages.push(m), changed()),
      onNewChat: (c) => (heard.chats.push(c), changed()),
      onChatClosed: (id) => (heard.closed.push(id), changed()),
      onClientTyping: (t) => (heard.typing.push(t.name), changed()),
      onReconnected: () => (heard.reconnects++, changed()),
    },
    next: (check) =>
      new Promise<void>((resolve) => {
        const test = () => check(heard) && (waiters.delete(test), resolve());
        waiters.add(test);
        test();
      }),
  };
}

const consolePost = (path: string, body: unknown) =>
  sandbox.fetch(
    new Request(`${server.httpUrl}/__sandbox${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('PusherChatLiveFeed', () => {
  beforeEach(() => {
    token = sandbox.state.issueSession('u-tech').accessToken;
  });

  it("hears the client start a chat, write, type and close on the ticket's channel, mapped and validated", async () => {
    const { heard, listener, next } = recorder();
    subscriptions.push(await feed().watch({ psaId: 'acme-cw', ticketId: '1003' }, listener));
    const started = (await (
      await consolePost('/chats/start', { psaId: 'acme-cw', ticketId: '1003', body: 'Hello?' })
    ).json()) as { chat: { id: string } };
    await next((h) => h.messages.length === 1);
    expect(heard.chats).toEqual([
      {
        id: started.chat.id,
        name: 'Carol Nguyen',
        ticketId: '1003',
        ticketLink: expect.any(String),
        isClosed: false,
        isAnswered: false,
        lastMessage: '',
        lastMessageAt: null,
        waitingSince: null,
      },
    ]);
    expect(heard.messages[0]).toMatchObject({ chatId: started.chat.id, author: 'client', body: 'Hello?' });

    // A malformed event is dropped, never delivered.
    pusher.trigger(chatChannelName('acme-cw', '1003'), 'NewUserMessage', { id: 5 });
    await consolePost(`/chats/${started.chat.id}/typing`, {});
    await consolePost(`/chats/${started.chat.id}/close`, {});
    await next((h) => h.closed.length === 1);
    expect(heard.typing).toEqual(['Carol Nguyen']);
    expect(heard.closed).toEqual([started.chat.id]);
    expect(heard.messages).toHaveLength(1);
  });

  it('after a dropped socket it resubscribes and says so, and events flow again', async () => {
    const { heard, listener, next } = recorder();
    subscriptions.push(await feed().watch({ psaId: 'acme-at', ticketId: '1013' }, listener));
    const chatId = chatLedgerOf(sandbox.state).ofTicket('acme-at', '1013')[0]!.id;
    await consolePost('/chats/drop-realtime', {});
    await next((h) => h.reconnects === 1);
    await consolePost(`/chats/${chatId}/client-message`, { body: 'Back?' });
    await next((h) => h.messages.length === 1);
    expect(heard.messages[0]!.body).toBe('Back?');
  });

  it('aborted while it asks for the settings (the page left at once), it opens no socket and rejects', async () => {
    const { channels, counts } = countingChannels();
    const leaving = new AbortController();
    const watching = feed(channels).watch({ psaId: 'acme-cw', ticketId: '1002' }, recorder().listener, leaving.signal);
    leaving.abort();
    expect(await outcomeOf(watching)).toBe('rejected');
    expect(counts).toEqual({ connects: 0, subscribes: 0, disconnects: 0 });
  });

  it('aborted once its socket is made, it never subscribes and closes the socket', async () => {
    const leaving = new AbortController();
    const { channels, counts } = countingChannels(() => leaving.abort());
    const subscribed: string[] = [];
    const stopObserving = pusher.onClientEvent((e) => e.event === 'pusher:subscribe' && subscribed.push(e.channel));
    expect(
      await outcomeOf(
        feed(channels).watch({ psaId: 'acme-cw', ticketId: '1002' }, recorder().listener, leaving.signal),
      ),
    ).toBe('rejected');
    stopObserving();
    expect(counts).toEqual({ connects: 1, subscribes: 0, disconnects: 1 });
    expect(subscribed).toEqual([]);
  });

  it("refuses another company's ticket channel (the backend does not sign it)", async () => {
    token = sandbox.state.issueSession('u-plus').accessToken;
    await expect(feed().watch({ psaId: 'acme-cw', ticketId: '1001' }, recorder().listener)).rejects.toMatchObject({
      status: 403,
    });
  });
});
