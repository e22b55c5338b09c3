import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import { StorageLocalValues } from '@adapters/storage/StorageLocalValues';
import { createHttpClient } from '@features/api/adapters';
import type { WakeUps } from '@features/api/core';
import { ManualClock } from '@core/testing/ManualClock';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { HttpClientPortalChatsApi } from '../../adapters/HttpClientPortalChatsApi';
import { FakeChatLiveFeed } from '../../core/testing/FakeChatLiveFeed';
import { chatLedgerOf, seedChats } from '../../sandbox/chatLedger';
import { ChatsPageStore, type ChatFocus } from '../ChatsPageStore';

export interface PageOptions {
  ticketId?: string;
  psaId?: string;
  live?: FakeChatLiveFeed;
  now?: () => number;
  clock?: ManualClock;
  wakeUps?: WakeUps;
  focus?: ChatFocus;
}

/**
 * One test file's sandbox behind MSW, signed in as the technician, its chats back to the seed before each test;
 * `pageFor` makes a page store over it with the browser's storage (a second one over the same storage is a reload).
 */
export function setupChatsPageStores() {
  const env = setupSandboxServer();
  let token: string | null = null;
  const client = createHttpClient({
    baseURL: '/api',
    getAccessToken: () => token,
    onUnauthorized: () => undefined,
    onError: () => undefined,
  });
  const api = new HttpClientPortalChatsApi(client);
  let ids = 0;
  beforeEach(() => {
    localStorage.clear();
    chatLedgerOf(env.sandbox.state).chats.splice(0, Infinity, ...seedChats(env.sandbox.state.world).chats);
    token = sessionFor(env.sandbox).accessToken;
  });
  const pageFor = (options: PageOptions = {}) => {
    const live = options.live ?? new FakeChatLiveFeed();
    const ticket = { psaId: options.psaId ?? 'acme-cw', ticketId: options.ticketId ?? '1001' };
    const store = new ChatsPageStore(ticket, {
      api,
      live,
      clock: options.clock ?? new ManualClock(),
      wakeUps: options.wakeUps,
      outbox: new LocalConversationOutbox(localStorage),
      legacy: new StorageLocalValues(() => localStorage),
      resourceName: () => 'Tess Tech',
      now: options.now ?? (() => Date.now()),
      newMessageId: () => String(++ids),
      objectUrls: { create: () => 'blob:preview', revoke: () => undefined },
      focus: options.focus,
    });
    return { store, live };
  };
  return {
    get sandbox() {
      return env.sandbox;
    },
    server: env.server,
    api,
    pageFor,
    signInAs: (userId: string) => void (token = sessionFor(env.sandbox, userId).accessToken),
  };
}

/** Starts the page and opens its first chat once its messages are loaded. */
export async function openFirstChat(store: ChatsPageStore) {
  await store.start();
  store.select(store.chats[0]!.id);
  await store.open!.load();
  return store.open!;
}

export async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error('condition never held');
}
