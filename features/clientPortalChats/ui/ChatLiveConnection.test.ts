import { AppError, type WakeUps } from '@features/api/core';
import { ManualClock } from '@core/testing/ManualClock';
import { consolePost } from '@tests/support/sandboxClient';
import { toMessage } from '../adapters/HttpClientPortalChatsApi';
import type { MessageWire } from '../adapters/wire/chatWire';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import type { ChatsPageStore } from './ChatsPageStore';
import { setupChatsPageStores, waitUntil } from './testing/chatsPageStores';

const env = setupChatsPageStores();
const { pageFor } = env;

describe('the live subscription mounted, unmounted and mounted again (StrictMode under npm start)', () => {
  it('start, dispose, start: one live subscription, and its events reach the page', async () => {
    const { store, live } = pageFor();
    const first = store.start(); // the first mount's subscription is still on its way
    store.dispose();
    await Promise.all([first, store.start()]);
    expect([store.live.state, live.subscribers]).toEqual(['live', 1]);
    const chatId = store.chats[0]!.id;
    store.select(chatId);
    await store.open!.load();
    const answer = await consolePost(env.sandbox, `/chats/${chatId}/client-message`, { body: 'Still there?' });
    live.emit('onMessage', toMessage((await answer.json()) as MessageWire));
    expect(store.open!.conversation.messages.at(-1)!.body).toBe('Still there?');
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
    const { store } = pageFor({ live, clock });
    const first = store.start();
    store.dispose();
    await Promise.all([first, store.start()]);
    expect([store.live.state, store.live.retrying]).toEqual(['failed', true]);
    live.refuseWith = null;
    clock.advance(0);
    await waitUntil(() => store.live.state === 'live' && !store.live.attempting);
    expect(live.subscribers).toBe(1);
    clock.advance(120_000);
    await waitUntil(() => !store.live.attempting);
    expect(live.subscribers).toBe(1);
  });
});

const outage = () =>
  new AppError('network', 'The realtime service could not be reached. Check your connection and try again.');
const refusal = () =>
  new AppError('server', 'The realtime service refused channel private-portal-chats-acme-cw-1001.', 403);

/** A page whose live feed fails with `error` until the test clears it, on a clock only the test moves. */
function pageWhoseFeedFails(error: Error, ticketId = '1001', wakeUps?: WakeUps) {
  const clock = new ManualClock();
  const live = new FakeChatLiveFeed();
  live.refuseWith = error;
  const { store } = pageFor({ ticketId, live, clock, wakeUps });
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
  await waitUntil(() => live.attempts === attempts && !store.live.attempting);
}

describe('a first subscription lost to an outage: the schedule', () => {
  it("is tried again on the spec's schedule, and once up the chats are read again and the trying stops", async () => {
    const { clock, live, store } = pageWhoseFeedFails(outage(), '1003');
    await store.start();
    expect([store.live.state, store.live.retrying, store.live.error]).toEqual([
      'failed',
      true,
      'The realtime service could not be reached. Check your connection and try again.',
    ]);
    await advance(clock, store, live, 0, 2);
    await advance(clock, store, live, 1999, 2);
    await advance(clock, store, live, 1, 3);
    // Its events reach no one.
    await consolePost(env.sandbox, '/chats/start', { psaId: 'acme-cw', ticketId: '1003', body: 'Anyone there?' });
    live.refuseWith = null;
    await advance(clock, store, live, 10_000, 4);
    expect([store.live.state, store.live.retrying, store.live.error, live.subscribers]).toEqual([
      'live',
      false,
      null,
      1,
    ]);
    await waitUntil(() => store.chats.length === 1);
    expect(store.chats[0]!.lastMessage).toBe('Anyone there?');
    await advance(clock, store, live, 120_000, 4);
  });

  it('a refusal is not tried again: the page says so and keeps working', async () => {
    const { clock, live, store } = pageWhoseFeedFails(refusal());
    await store.start();
    expect([store.live.state, store.live.retrying, store.list.state]).toEqual(['failed', false, 'ready']);
    await advance(clock, store, live, 120_000, 1);
  });

  it('a refusal while trying again stops the trying', async () => {
    const { clock, live, store } = pageWhoseFeedFails(outage());
    await store.start();
    live.refuseWith = refusal();
    await advance(clock, store, live, 0, 2);
    expect([store.live.state, store.live.retrying, store.live.error]).toEqual([
      'failed',
      false,
      'The realtime service refused channel private-portal-chats-acme-cw-1001.',
    ]);
    await advance(clock, store, live, 120_000, 2);
  });
});

describe('a first subscription lost to an outage: Reconnect, wake-ups and leaving', () => {
  it('Reconnect and a wake-up try at once, one attempt however often they come while one is on the wire', async () => {
    const wakes: Array<() => void> = [];
    const { live, store } = pageWhoseFeedFails(outage(), '1001', (wake) => {
      wakes.push(wake);
      return () => void wakes.splice(wakes.indexOf(wake), 1);
    });
    await store.start();
    expect(wakes).toHaveLength(1);
    store.live.reconnect();
    store.live.reconnect();
    wakes[0]!();
    await waitUntil(() => !store.live.attempting);
    expect(live.attempts).toBe(2);
    live.refuseWith = null;
    wakes[0]!();
    await waitUntil(() => store.live.state === 'live');
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
