/** @jest-environment node */
import type { ConversationMessage, ServerMessage } from '@core/conversation/ConversationMessage';
import type { ConversationOutbox } from '@core/conversation/ConversationOutbox';
import type { ConversationTransport } from '@core/conversation/ConversationTransport';
import { ConversationStore } from './ConversationStore';

/** An outbox in memory (the browser one is tested in adapters/storage). */
class MemoryOutbox implements ConversationOutbox {
  readonly saved = new Map<string, ConversationMessage[]>();
  read(key: string) {
    return [...(this.saved.get(key) ?? [])];
  }
  write(key: string, messages: readonly ConversationMessage[]) {
    if (messages.length) this.saved.set(key, [...messages]);
    else this.saved.delete(key);
  }
  unsentCount() {
    return [...this.saved.values()].reduce((sum, messages) => sum + messages.length, 0);
  }
}

/** A transport whose answers the test releases one by one. */
class ScriptedTransport implements ConversationTransport {
  readonly key = 'test:1';
  readonly sends: Array<{ body: string; clientId: string; resolve(m: ServerMessage): void; reject(e: Error): void }> =
    [];
  server: ServerMessage[] = [];
  failHistory: Error | null = null;
  async history() {
    if (this.failHistory) throw this.failHistory;
    return this.server;
  }
  send(body: string, clientId: string) {
    return new Promise<ServerMessage>((resolve, reject) => this.sends.push({ body, clientId, resolve, reject }));
  }
}

const at = '2026-11-23T09:00:00.000Z';
let n = 0;
const newStore = (transport = new ScriptedTransport(), outbox = new MemoryOutbox()) => ({
  transport,
  outbox,
  store: new ConversationStore(transport, outbox, {
    author: () => 'Tess Tech',
    newId: () => String(++n),
    now: () => new Date(at),
  }),
});

describe('ConversationStore', () => {
  it('a send shows pending at once and is saved in the outbox until the server confirms it', async () => {
    const { store, transport, outbox } = newStore();
    await store.refresh();
    store.setDraft('  Hello  ');
    const sending = store.sending.run();
    expect(store.draft).toBe('');
    expect(store.messages.map((m) => [m.body, m.state])).toEqual([['Hello', 'pending']]);
    expect(outbox.read('test:1')).toHaveLength(1);
    // A second Send while the first is in flight sends nothing.
    store.setDraft('again');
    await store.sending.run();
    expect(transport.sends).toHaveLength(1);

    transport.sends[0]!.resolve({
      id: 's1',
      direction: 'outbound',
      body: 'Hello',
      date: at,
      author: 'Tess Tech',
      clientId: transport.sends[0]!.clientId,
    });
    await sending;
    expect(store.messages.map((m) => [m.id, m.state])).toEqual([['s1', 'confirmed']]);
    expect(outbox.read('test:1')).toEqual([]);
  });

  it('Retry is ignored unless the message failed, and a second Retry while one is in flight sends nothing', async () => {
    const { store, transport } = newStore();
    await store.refresh();
    store.setDraft('Hi');
    const sending = store.sending.run();
    const localId = store.messages[0]!.id;
    await store.retry(localId); // pending, not failed
    expect(transport.sends).toHaveLength(1);
    transport.sends[0]!.reject(new Error('The server could not be reached.'));
    await sending;
    expect(store.messages[0]).toMatchObject({ state: 'failed', error: 'The server could not be reached.' });

    const first = store.retry(localId);
    void store.retry(localId);
    expect(transport.sends).toHaveLength(2);
    expect(transport.sends[1]!.clientId).toBe(localId);
    transport.sends[1]!.resolve({
      id: 's2',
      direction: 'outbound',
      body: 'Hi',
      date: at,
      author: 'Tess Tech',
      clientId: localId,
    });
    await first;
    expect(store.unsentCount).toBe(0);
  });

  it('a failed refresh with messages already shown keeps them; with none it says why', async () => {
    const { store, transport } = newStore();
    transport.failHistory = new Error('Messaging is down.');
    await store.refresh();
    expect([store.load, store.loadError]).toEqual(['failed', 'Messaging is down.']);
    transport.failHistory = null;
    transport.server = [{ id: 's1', direction: 'inbound', body: 'Hi', date: at, author: 'Alice' }];
    await store.refresh();
    transport.failHistory = new Error('again');
    await store.refresh();
    expect(store.messages.map((m) => m.id)).toEqual(['s1']);
  });

  it('unsent messages come back after a reload as failed, and are dropped when the server already has them', async () => {
    const outbox = new MemoryOutbox();
    outbox.write('test:1', [
      { id: 'local-a', direction: 'outbound', body: 'A', date: at, author: 'Tess Tech', state: 'pending' },
      {
        id: 'local-b',
        direction: 'outbound',
        body: 'B',
        date: at,
        author: 'Tess Tech',
        state: 'failed',
        error: 'down',
      },
    ]);
    const transport = new ScriptedTransport();
    transport.server = [
      { id: 's9', direction: 'outbound', body: 'A', date: at, author: 'Tess Tech', clientId: 'local-a' },
    ];
    const { store } = newStore(transport, outbox);
    expect(store.messages.map((m) => [m.id, m.state])).toEqual([
      ['local-a', 'failed'],
      ['local-b', 'failed'],
    ]);
    await store.refresh();
    expect(store.messages.map((m) => [m.id, m.state])).toEqual([
      ['s9', 'confirmed'],
      ['local-b', 'failed'],
    ]);
    expect(outbox.read('test:1').map((m) => m.id)).toEqual(['local-b']);
  });

  it('a refetch keeps the live replies that arrived while it was in flight (its answer predates them)', async () => {
    const { store, transport } = newStore();
    const reply = (id: string, minute: number): ServerMessage => ({
      id,
      direction: 'inbound',
      body: id,
      date: `2026-11-23T09:0${minute}:00.000Z`,
      author: 'Alice',
    });
    transport.server = [reply('s1', 1)];
    await store.refresh();
    // The refetch after a reconnect: the server answers with what it had when the request arrived...
    let answer!: (messages: ServerMessage[]) => void;
    transport.history = () => new Promise<ServerMessage[]>((resolve) => (answer = resolve));
    const refetch = store.refresh();
    // ...while replies stored after that still come live, before the answer lands.
    store.receive(reply('s2', 2));
    store.receive(reply('s3', 3));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the frame batch applies s3
    answer([reply('s1', 1), reply('s2', 2)]);
    await refetch;
    expect(store.messages.map((m) => m.id)).toEqual(['s1', 's2', 's3']);
  });
});
