import { when } from 'mobx';
import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import type { ServerMessage } from '@core/conversation/ConversationMessage';
import type { ConversationPageTransport, LoadedConversations } from '@core/conversation/ConversationPageTransport';
import type { LiveMessage, LiveMessages } from '@core/conversation/LiveMessages';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { ConversationPageStore } from './ConversationPageStore';

interface Thread {
  id: string;
  /** What the transport says of the thread (a stand-in for SMS's opt-out). */
  blocked: boolean | null;
}

/** A live feed the test drives; counts who listens. */
class ScriptedLive implements LiveMessages {
  readonly messageHandlers = new Set<(message: LiveMessage) => void>();
  readonly reconnectHandlers = new Set<() => void>();
  onMessage(handler: (message: LiveMessage) => void) {
    this.messageHandlers.add(handler);
    return () => void this.messageHandlers.delete(handler);
  }
  onReconnected(handler: () => void) {
    this.reconnectHandlers.add(handler);
    return () => void this.reconnectHandlers.delete(handler);
  }
}

/** A transport over an in-memory ticket: what it was asked, and answers the test can hold back. */
class ScriptedTransport implements ConversationPageTransport<Thread, string, [name: string]> {
  readonly key = 'test';
  readonly canLoad = true;
  readonly live = new ScriptedLive();
  readonly unchecked = { blocked: null };
  loads = 0;
  failNextLoad: Error | null = null;
  threads: Thread[] = [
    { id: 'a', blocked: false },
    { id: 'b', blocked: false },
  ];
  histories: string[] = [];
  checks: Array<{ id: string; answer(blocked: boolean): void }> = [];
  server: Record<string, Thread> = {};

  idOf(thread: Thread) {
    return thread.id;
  }
  async load(): Promise<LoadedConversations<Thread, string>> {
    this.loads += 1;
    const failure = this.failNextLoad;
    this.failNextLoad = null;
    if (failure) throw failure;
    return { setup: 'setup', threads: this.threads, open: this.threads[1] ?? null };
  }
  async start(setup: string | null, name: string) {
    return { id: `${setup}-${name}`, blocked: false };
  }
  async history(thread: Thread): Promise<ServerMessage[]> {
    this.histories.push(thread.id);
    return [];
  }
  async send(): Promise<ServerMessage> {
    throw new Error('not in these tests');
  }
  received(thread: Thread, message: LiveMessage) {
    return message.optedOut === undefined ? thread : { ...thread, blocked: message.optedOut };
  }
  async reread(thread: Thread) {
    return this.server[thread.id] ?? thread;
  }
  check(thread: Thread) {
    return new Promise<Partial<Thread>>((resolve) =>
      this.checks.push({ id: thread.id, answer: (blocked) => resolve({ blocked }) }),
    );
  }
}

const pod: FeaturePodContext = {
  psa: null,
  psaId: 'acme-cw',
  screen: 'ticket',
  ticket: { id: '1001', number: 'T1001' },
  company: null,
  contact: null,
  ready: true,
};
const reply = (conversationId: string, id: string, optedOut?: boolean): LiveMessage => ({
  conversationId,
  id,
  direction: 'inbound',
  body: id,
  date: '2026-11-23T09:00:00.000Z',
  author: 'Alice',
  optedOut,
});

function newStore(transport = new ScriptedTransport()) {
  localStorage.clear();
  const shown: Array<string | null> = [];
  const deps = {
    outbox: new LocalConversationOutbox(localStorage),
    technician: () => 'Tess',
    focus: (id: string | null) => void shown.push(id),
  };
  return { transport, shown, store: new ConversationPageStore(transport, deps, pod) };
}

const ready = (store: ConversationPageStore<Thread, string, [string]>) => when(() => store.loading.state === 'ready');

describe('ConversationPageStore', () => {
  it('start, dispose (StrictMode), start and start again: one load and one live subscription; dispose leaves none', async () => {
    const { store, transport } = newStore();
    store.start();
    store.dispose();
    store.start();
    store.start();
    await ready(store);
    expect(transport.loads).toBe(1);
    expect([transport.live.messageHandlers.size, transport.live.reconnectHandlers.size]).toEqual([1, 1]);
    store.dispose();
    expect([transport.live.messageHandlers.size, transport.live.reconnectHandlers.size]).toEqual([0, 0]);
  });

  it("opens the transport's choice before the page reads as loaded, so it never offers to start one first", async () => {
    const { store } = newStore();
    let openWhenReady: unknown[] = [];
    // What the page would render the moment the load reads as done.
    when(
      () => store.loading.state === 'ready',
      () => (openWhenReady = [store.threadId, !!store.conversation]),
    );
    store.start();
    await ready(store);
    expect(openWhenReady).toEqual(['b', true]);
    expect(store.setup).toBe('setup');
  });

  it('a failed load says why and loads on Try again', async () => {
    const { store, transport } = newStore();
    transport.failNextLoad = new Error('Messaging is down.');
    store.start();
    await when(() => store.loading.state === 'failed');
    expect(store.loading.error).toBe('Messaging is down.');
    await store.load();
    expect([store.loading.state, transport.loads]).toEqual(['ready', 2]);
  });

  it('a live message reaches the open conversation only, and the transport updates the thread it is on', async () => {
    const { store, transport } = newStore();
    store.start();
    await ready(store);
    const [emit] = [...transport.live.messageHandlers];
    emit!(reply('b', 'm1'));
    emit!(reply('a', 'm2', true));
    expect(store.conversation!.messages.map((m) => m.id)).toEqual(['m1']);
    expect(store.threads).toEqual([
      { id: 'a', blocked: true },
      { id: 'b', blocked: null },
    ]);
  });

  it("a check's answer counts for the conversation still open, and opening another clears it until its own answer", async () => {
    const { store, transport } = newStore();
    store.start();
    await ready(store);
    store.select('a');
    transport.checks[0]!.answer(true); // b's answer, after b was left
    transport.checks[1]!.answer(true);
    await when(() => store.thread?.blocked === true);
    expect(store.threads).toEqual([
      { id: 'a', blocked: true },
      { id: 'b', blocked: null },
    ]);
    store.select('b');
    store.select('a');
    expect(store.thread).toEqual({ id: 'a', blocked: null });
  });

  it('after a reconnect: the history again and what the server now says of the open conversation', async () => {
    const { store, transport } = newStore();
    store.start();
    await ready(store);
    transport.server.b = { id: 'b', blocked: true };
    const [reconnected] = [...transport.live.reconnectHandlers];
    reconnected!();
    await when(() => store.thread?.blocked === true);
    expect(transport.histories).toEqual(['b', 'b']);
    expect(store.thread).toEqual({ id: 'b', blocked: true });
  });

  it('starting a conversation adds it once and opens it', async () => {
    const { store } = newStore();
    store.start();
    await ready(store);
    await store.starting.run('new');
    await store.starting.run('new');
    expect(store.threads.map((t) => t.id)).toEqual(['a', 'b', 'setup-new']);
    expect(store.threadId).toBe('setup-new');
  });

  it('tells the shell which conversation shows (its sidebar count goes), none once disposed, the same again on start', async () => {
    const { store, shown } = newStore();
    store.start();
    await ready(store);
    store.select('a');
    store.dispose();
    store.start();
    expect(shown).toEqual(['b', 'a', null, 'a']);
  });
});
