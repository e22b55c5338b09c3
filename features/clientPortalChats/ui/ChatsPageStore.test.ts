import { StorageLocalValues } from '@adapters/storage/StorageLocalValues';
import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { AppError, type WakeUps } from '@features/api/core';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { HttpClientPortalChatsApi, toMessage } from '../adapters/HttpClientPortalChatsApi';
import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import { OutboxUnsentMessages } from '../adapters/OutboxUnsentMessages';
import { chatFromMetadata } from '../core/chatTransitions';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import type { MessageWire } from '../adapters/wire/chatWire';
import { chatLedgerOf, seedChats } from '../sandbox/chatLedger';
import { ChatsPageStore, type ChatFocus } from './ChatsPageStore';
import { ManualClock } from '@core/testing/ManualClock';

const { sandbox, server } = setupSandboxServer();
let token: string | null = null;
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => undefined,
  onError: () => undefined,
});
const api = new HttpClientPortalChatsApi(client);
let ids = 0;

function pageFor(
  ticketId = '1001',
  psaId = 'acme-cw',
  live = new FakeChatLiveFeed(),
  now = () => Date.now(),
  clock = new ManualClock(),
  wakeUps?: WakeUps,
  focus?: ChatFocus,
) {
  const store = new ChatsPageStore(
    { psaId, ticketId },
    {
      api,
      live,
      clock,
      wakeUps,
      unsent: new OutboxUnsentMessages(
        new LocalConversationOutbox(localStorage),
        new StorageLocalValues(() => localStorage),
      ),
      resourceName: () => 'Tess Tech',
      now,
      newMessageId: () => `local-${++ids}`,
      objectUrls: { create: () => 'blob:preview', revoke: () => undefined },
      focus,
    },
  );
  return { store, live };
}

async function openFirstChat(store: ChatsPageStore) {
  await store.start();
  store.select(store.chats[0]!.id);
  await store.open!.load();
  return store.open!;
}

const consolePost = (path: string, body: unknown) =>
  fetch(`http://localhost/__sandbox${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeEach(() => {
  localStorage.clear();
  // One sandbox per file: every test starts from the seeded chats.
  chatLedgerOf(sandbox.state).chats.splice(0, Infinity, ...seedChats(sandbox.state.world).chats);
  token = sessionFor(sandbox).accessToken;
});

describe('ChatsPageStore against the sandbox', () => {
  it("tells the sidebar's count which chat shows, and the client's live messages, not the technicians'", async () => {
    const said: string[] = [];
    const focus: ChatFocus = {
      showing: (chatId) => void said.push(`showing ${chatId}`),
      arrived: (chatId, id) => void said.push(`arrived ${chatId} ${id}`),
    };
    const { store, live } = pageFor('1001', 'acme-cw', new FakeChatLiveFeed(), undefined, undefined, undefined, focus);
    const open = await openFirstChat(store);
    live.emit('onMessage', { ...open.messages[0]!, id: 'from-client', chatId: 'chat-other' });
    live.emit('onMessage', { ...open.messages[0]!, id: 'from-technician', author: 'technician' });
    store.closeOpen();
    store.select(open.chatId);
    store.dispose();
    expect(said).toEqual([
      `showing ${open.chatId}`,
      'arrived chat-other from-client',
      'showing null',
      `showing ${open.chatId}`,
      'showing null',
    ]);
  });

  it("loads the ticket's chats and portals, and follows new chats, messages and closes live", async () => {
    const { store, live } = pageFor();
    const open = await openFirstChat(store);
    expect(live.watched).toEqual([{ psaId: 'acme-cw', ticketId: '1001' }]);
    expect(store.configurations.map((c) => c.name)).toEqual(['Acme client portal', 'Acme VIP portal']);
    expect(open.messages.map((m) => m.body)).toEqual([
      'Hi, the VPN client says my certificate expired.',
      'Can someone help? I have a meeting at 11.',
    ]);

    live.emit('onMessage', { ...open.messages[0]!, id: 'live-1', body: 'Hello?', sentAt: '2026-11-23T12:00:00.000Z' });
    expect(open.messages.at(-1)!.body).toBe('Hello?');
    expect(store.chats[0]!.lastMessage).toBe('Hello?');
    live.emit('onNewChat', chatFromMetadata({ Name: 'Other', Id: 'chat-x', TicketId: '1001', TicketLink: '' }));
    live.emit('onChatClosed', store.chats[0]!.id);
    expect(store.chats.map((c) => [c.id, c.isClosed])).toEqual([
      [store.chats[0]!.id, true],
      ['chat-x', false],
    ]);
  });

  it("a page that leaves aborts its subscription on the way (no socket for StrictMode's first mount); the next mount's stands", async () => {
    const { store, live } = pageFor();
    const first = store.start();
    store.dispose();
    await first;
    const second = store.start();
    await second;
    expect(live.signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    expect(live.subscribers).toBe(1);
    store.dispose();
  });

  it('what happens between the first load and the subscription is read once the subscription is up', async () => {
    let subscribed: () => void = () => undefined;
    const slow = new FakeChatLiveFeed();
    const watch = slow.watch.bind(slow);
    slow.watch = async (ticket, listener) => {
      await new Promise<void>((resolve) => (subscribed = resolve));
      return watch(ticket, listener);
    };
    const { store } = pageFor('1003', 'acme-cw', slow);
    const starting = store.start();
    await waitUntil(() => store.list.state === 'ready');
    expect(store.chats).toEqual([]);
    await consolePost('/chats/start', { psaId: 'acme-cw', ticketId: '1003', body: 'Anyone there?' }); // its events reach no one
    subscribed();
    await starting;
    await waitUntil(() => store.chats.length === 1);
    expect(store.chats[0]).toMatchObject({ name: 'Carol Nguyen', lastMessage: 'Anyone there?' });
  });

  it('a sent message is pending, then matched by its local messageId, once even when the live event comes first', async () => {
    const { store, live } = pageFor();
    const open = await openFirstChat(store);
    // The server publishes the message before its answer reaches the app: the live event comes first.
    server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages', async ({ request }) => {
        const answer = await sandbox.fetch(request);
        const stored = (await answer.clone().json()) as MessageWire;
        expect(open.pending).toMatchObject([{ body: 'On it', status: 'sending', messageId: stored.messageId }]);
        live.emit('onMessage', toMessage(stored));
        expect(open.pending).toEqual([]);
        return answer;
      }),
    );
    open.send('  On it  ');
    expect(open.pending).toMatchObject([{ body: 'On it', status: 'sending' }]);
    const messageId = open.pending[0]!.messageId;
    // The list's last line changes once the POST's answer is applied.
    await waitUntil(() => store.chats[0]!.lastMessage === 'On it');
    expect(open.messages.filter((m) => m.messageId === messageId)).toHaveLength(1);
    expect(open.messages.filter((m) => m.body === 'On it')).toHaveLength(1);
    expect(store.chats[0]!).toMatchObject({ lastMessage: 'On it', isAnswered: true });
  });

  it('a failed message is kept, marked, stored for the chat, survives a reload and is sent once on Retry', async () => {
    server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages', () =>
        HttpResponse.json({ message: 'The portal is not answering.' }, { status: 503 }),
      ),
    );
    const first = pageFor();
    const open = await openFirstChat(first.store);
    open.send('Please restart the laptop');
    await waitUntil(() => open.pending[0]?.status === 'failed');
    expect(open.pending).toMatchObject([
      { body: 'Please restart the laptop', status: 'failed', error: 'The portal is not answering.' },
    ]);
    first.store.dispose();
    server.resetHandlers();

    const reloaded = pageFor();
    const again = await openFirstChat(reloaded.store);
    expect(again.pending).toMatchObject([{ body: 'Please restart the laptop', status: 'failed' }]);
    again.retry(again.pending[0]!.messageId);
    again.retry(again.pending[0]!.messageId); // a second click while sending sends nothing more
    await waitUntil(() => again.pending.length === 0);
    expect(again.messages.filter((m) => m.body === 'Please restart the laptop')).toHaveLength(1);
    expect(
      new OutboxUnsentMessages(
        new LocalConversationOutbox(localStorage),
        new StorageLocalValues(() => localStorage),
      ).read(again.chatId),
    ).toEqual([]);
  });

  it('after a reconnect the open chat refetches: messages sent while the socket was down appear', async () => {
    const { store, live } = pageFor();
    const open = await openFirstChat(store);
    for (const body of ['one', 'two', 'three']) await consolePost(`/chats/${open.chatId}/client-message`, { body });
    expect(open.messages.map((m) => m.body)).not.toContain('one');
    live.emit('onReconnected');
    await waitUntil(() => open.messages.length === 5);
    expect(open.messages.slice(-3).map((m) => m.body)).toEqual(['one', 'two', 'three']);
  });

  it("start and close failures keep the server's reasons where the technician acted", async () => {
    const { store } = pageFor();
    await store.start();
    expect(await store.startAction.run('portal-acme', 'Hello')).toBeUndefined();
    expect(store.startError).toEqual([
      'The chat could not be started.',
      'ticketId: This ticket already has an open chat.',
    ]);
    store.select(store.chats[0]!.id);
    await consolePost(`/chats/${store.chats[0]!.id}/close`, {});
    await store.open!.closeAction.run();
    expect(store.open!.closeError).toEqual(['The chat could not be closed.', 'This chat is already closed.']);
  });

  it('a tenant without a portal sees why, from the server', async () => {
    token = sessionFor(sandbox, 'u-demo').accessToken;
    const { store } = pageFor('1001', 'demo-cw');
    await store.start();
    expect(store.configurationError).toEqual([
      'No client portal is configured for your company.',
      'Set up the client portal in the admin settings first.',
    ]);
  });

  it('starts a chat and opens it; closes it', async () => {
    const { store } = pageFor('1003');
    await store.start();
    const chat = await store.startAction.run('portal-acme', ' Hi Carol ');
    expect(store.open?.chatId).toBe(chat!.id);
    await store.open!.load();
    expect(store.open!.messages.map((m) => m.body)).toEqual(['Hi Carol']);
    await store.open!.closeAction.run();
    expect(store.openChat!.isClosed).toBe(true);
  });

  it('attachments: refused before upload by the check; sent with progress; a cancelled one sends nothing', async () => {
    const { store } = pageFor();
    const open = await openFirstChat(store);
    await open.attachAction.run(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(open.attachError).toMatch(/^logo.svg cannot be sent/);
    await open.attachAction.run(new File(['PNG'], 'screen.png', { type: 'image/png' }));
    expect(open.attachError).toBeNull();
    expect(open.messages.at(-1)!.attachment).toMatchObject({ fileName: 'screen.png', contentType: 'image/png' });
    const uploading = open.attachAction.run(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    open.cancelUpload();
    await uploading;
    expect(open.attachError).toBe('notes.txt was not sent.');
    expect(open.messages.some((m) => m.attachment?.fileName === 'notes.txt')).toBe(false);
  });

  it('typing notices go out at most once per interval while typing', async () => {
    let now = 0;
    const sent = jest.spyOn(api, 'sendTyping');
    const { store } = pageFor('1001', 'acme-cw', new FakeChatLiveFeed(), () => now);
    const open = await openFirstChat(store);
    for (now = 0; now < 7000; now += 500) open.typing();
    expect(sent.mock.calls).toEqual([
      [open.chatId, 'Tess Tech'],
      [open.chatId, 'Tess Tech'],
      [open.chatId, 'Tess Tech'],
    ]);
    sent.mockRestore();
  });
});

describe('ChatsPageStore mounted, unmounted and mounted again (StrictMode under npm start)', () => {
  it('start, dispose, start: one live subscription, and its events reach the page', async () => {
    const { store, live } = pageFor();
    const first = store.start(); // the first mount's subscription is still on its way
    store.dispose();
    await Promise.all([first, store.start()]);
    expect([store.liveState, live.subscribers]).toEqual(['live', 1]);
    const chatId = store.chats[0]!.id;
    store.select(chatId);
    await store.open!.load();
    const reply = (await (
      await consolePost(`/chats/${chatId}/client-message`, { body: 'Still there?' })
    ).json()) as MessageWire;
    live.emit('onMessage', toMessage(reply));
    expect(store.open!.messages.at(-1)!.body).toBe('Still there?');
    expect(store.chats[0]!.lastMessage).toBe('Still there?');
  });

  it('a subscription answered after the page left is ended, even when the page came back meanwhile', async () => {
    const { store, live } = pageFor();
    await store.start();
    store.dispose();
    expect(live.subscribers).toBe(0);
    await store.start();
    store.dispose();
    expect([live.subscribers, live.attempts]).toEqual([0, 2]);
  });

  it('a first subscription lost to an outage is tried again after a remount, and only by the page that is open', async () => {
    const clock = new ManualClock();
    const live = new FakeChatLiveFeed();
    live.refuseWith = new AppError('network', 'The realtime service could not be reached.');
    const { store } = pageFor('1001', 'acme-cw', live, () => Date.now(), clock);
    const first = store.start();
    store.dispose();
    await Promise.all([first, store.start()]);
    expect([store.liveState, store.liveRetrying]).toEqual(['failed', true]);
    live.refuseWith = null;
    clock.advance(0);
    await waitUntil(() => store.liveState === 'live' && !store.liveAttempting);
    expect(live.subscribers).toBe(1);
    clock.advance(120_000);
    await waitUntil(() => !store.liveAttempting);
    expect(live.subscribers).toBe(1);
  });
});

describe('ChatsPageStore: a first subscription lost to an outage', () => {
  const outage = () =>
    new AppError('network', 'The realtime service could not be reached. Check your connection and try again.');
  const refusal = () =>
    new AppError('server', 'The realtime service refused channel private-portal-chats-acme-cw-1001.', 403);

  /** A page whose live feed fails with `error` until the test clears it, on a clock only the test moves. */
  function pageWhoseFeedFails(error: Error, ticketId = '1001', wakeUps?: WakeUps) {
    const clock = new ManualClock();
    const live = new FakeChatLiveFeed();
    live.refuseWith = error;
    const { store } = pageFor(ticketId, 'acme-cw', live, () => Date.now(), clock, wakeUps);
    return { clock, live, store };
  }

  /** Moves the clock and waits until the attempt it started (if any) has settled. */
  async function advance(
    clock: ManualClock,
    store: ChatsPageStore,
    live: FakeChatLiveFeed,
    ms: number,
    attempts: number,
  ) {
    clock.advance(ms);
    await waitUntil(() => live.attempts === attempts && !store.liveAttempting);
  }

  it("is tried again on the spec's schedule, and once up the chats are read again and the trying stops", async () => {
    const { clock, live, store } = pageWhoseFeedFails(outage(), '1003');
    await store.start();
    expect([store.liveState, store.liveRetrying, store.liveError]).toEqual([
      'failed',
      true,
      'The realtime service could not be reached. Check your connection and try again.',
    ]);
    await advance(clock, store, live, 0, 2);
    await advance(clock, store, live, 1999, 2);
    await advance(clock, store, live, 1, 3);
    await consolePost('/chats/start', { psaId: 'acme-cw', ticketId: '1003', body: 'Anyone there?' }); // its events reach no one
    live.refuseWith = null;
    await advance(clock, store, live, 10_000, 4);
    expect([store.liveState, store.liveRetrying, store.liveError, live.subscribers]).toEqual(['live', false, null, 1]);
    await waitUntil(() => store.chats.length === 1);
    expect(store.chats[0]!.lastMessage).toBe('Anyone there?');
    await advance(clock, store, live, 120_000, 4);
  });

  it('a refusal is not tried again: the page says so and keeps working', async () => {
    const { clock, live, store } = pageWhoseFeedFails(refusal());
    await store.start();
    expect([store.liveState, store.liveRetrying, store.list.state]).toEqual(['failed', false, 'ready']);
    await advance(clock, store, live, 120_000, 1);
  });

  it('a refusal while trying again stops the trying', async () => {
    const { clock, live, store } = pageWhoseFeedFails(outage());
    await store.start();
    live.refuseWith = refusal();
    await advance(clock, store, live, 0, 2);
    expect([store.liveState, store.liveRetrying, store.liveError]).toEqual([
      'failed',
      false,
      'The realtime service refused channel private-portal-chats-acme-cw-1001.',
    ]);
    await advance(clock, store, live, 120_000, 2);
  });

  it('Reconnect and a wake-up try at once, one attempt however often they come while one is on the wire', async () => {
    const wakes: Array<() => void> = [];
    const { live, store } = pageWhoseFeedFails(outage(), '1001', (wake) => {
      wakes.push(wake);
      return () => void wakes.splice(wakes.indexOf(wake), 1);
    });
    await store.start();
    expect(wakes).toHaveLength(1);
    store.reconnectLive();
    store.reconnectLive();
    wakes[0]!();
    await waitUntil(() => !store.liveAttempting);
    expect(live.attempts).toBe(2);
    live.refuseWith = null;
    wakes[0]!();
    await waitUntil(() => store.liveState === 'live');
    expect([live.attempts, live.subscribers, wakes.length]).toEqual([3, 1, 0]);
  });

  it('leaving the page stops the trying and its wake-ups', async () => {
    const wakes: Array<() => void> = [];
    const { clock, live, store } = pageWhoseFeedFails(outage(), '1001', (wake) => {
      wakes.push(wake);
      return () => void wakes.splice(0);
    });
    await store.start();
    store.dispose();
    live.refuseWith = null;
    await advance(clock, store, live, 120_000, 1);
    expect([wakes.length, live.subscribers]).toEqual([0, 0]);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error('condition never held');
}
