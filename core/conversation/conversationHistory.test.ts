import fc from 'fast-check';
import type { ConversationMessage, ServerMessage } from './ConversationMessage';
import {
  addPending,
  appendAllReceived,
  appendReceived,
  confirmSent,
  displayOrder,
  markFailed,
  markRetrying,
  restoreUnsent,
  unsent,
  withServerHistory,
  type History,
} from './conversationHistory';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString();
const server = (
  id: string,
  minute: number,
  body = `body ${id}`,
  direction: ServerMessage['direction'] = 'inbound',
): ServerMessage => ({
  id,
  direction,
  body,
  date: at(minute),
  author: direction === 'inbound' ? 'Alice Johnson' : 'Tess Tech',
});
const pending = (history: History, id: string, body: string, minute = 30) =>
  addPending(history, { id, body, date: at(minute), author: 'Tess Tech' });

describe('conversation history transitions', () => {
  it('a message being sent shows at once as pending (loading) and is replaced by the server copy when confirmed', () => {
    let history = withServerHistory([], [server('m1', 1)]);
    history = pending(history, 'local-1', 'On my way  ');
    expect(history.at(-1)).toMatchObject({
      id: 'local-1',
      state: 'pending',
      direction: 'outbound',
      body: 'On my way  ',
    });
    history = confirmSent(history, 'local-1', server('m2', 31, 'On my way', 'outbound'));
    expect(history.map((m) => [m.id, m.state, m.body])).toEqual([
      ['m1', 'confirmed', 'body m1'],
      ['m2', 'confirmed', 'On my way'],
    ]);
  });

  it('a failed send stays with its reason, Retry makes it pending again, and it is unsent until confirmed', () => {
    let history = pending([], 'local-1', 'Hello');
    history = markFailed(history, 'local-1', 'The server is unavailable.');
    expect(history[0]).toMatchObject({ state: 'failed', error: 'The server is unavailable.', body: 'Hello' });
    expect(unsent(history)).toHaveLength(1);
    history = markRetrying(history, 'local-1');
    expect(history[0]).toMatchObject({ state: 'pending', error: undefined });
    history = confirmSent(history, 'local-1', { ...server('m9', 40, 'Hello', 'outbound'), clientId: 'local-1' });
    expect(unsent(history)).toEqual([]);
  });

  it('a refetch keeps local unsent messages, and drops one the server already has (its clientId)', () => {
    let history = markFailed(pending([], 'local-1', 'A'), 'local-1', 'down');
    history = pending(history, 'local-2', 'B');
    history = withServerHistory(history, [
      server('m1', 1),
      { ...server('m2', 2, 'A', 'outbound'), clientId: 'local-1' },
    ]);
    expect(history.map((m) => m.id)).toEqual(['m1', 'm2', 'local-2']);
  });

  it('a live reply is added once, in date order, before local unsent messages', () => {
    let history = withServerHistory([], [server('m1', 1), server('m3', 3)]);
    history = pending(history, 'local-1', 'typing');
    history = appendReceived(history, server('m2', 2));
    history = appendReceived(history, server('m2', 2));
    expect(history.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'local-1']);
  });

  it('the echo of our own send arriving before the send answer replaces the pending item once', () => {
    let history = pending([], 'local-1', 'Hi');
    history = appendReceived(history, { ...server('m5', 5, 'Hi', 'outbound'), clientId: 'local-1' });
    history = confirmSent(history, 'local-1', { ...server('m5', 5, 'Hi', 'outbound'), clientId: 'local-1' });
    expect(history.map((m) => [m.id, m.state])).toEqual([['m5', 'confirmed']]);
  });

  it('restored messages wait as failed, and are not restored twice', () => {
    const saved: ConversationMessage[] = [
      { id: 'local-7', direction: 'outbound', body: 'Kept', date: at(9), author: 'Tess Tech', state: 'pending' },
    ];
    let history = restoreUnsent(withServerHistory([], [server('m1', 1)]), saved);
    history = restoreUnsent(history, saved);
    expect(history.map((m) => [m.id, m.state])).toEqual([
      ['m1', 'confirmed'],
      ['local-7', 'failed'],
    ]);
    expect(history[1]?.error).toMatch(/page was closed/);
  });

  it('the order toggle shows newest first or oldest first without changing the history', () => {
    const history = withServerHistory([], [server('m2', 2), server('m1', 1)]);
    expect(displayOrder(history, false).map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(displayOrder(history, true).map((m) => m.id)).toEqual(['m2', 'm1']);
    expect(history.map((m) => m.id)).toEqual(['m1', 'm2']);
  });
});

describe('conversation history properties', () => {
  const serverMessages = fc.uniqueArray(
    fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), minute: fc.integer({ min: 0, max: 59 }) }),
    {
      selector: (m) => m.id,
      maxLength: 30,
    },
  );

  it('confirmed messages are always in date order, each id once, whatever order events arrive in', () => {
    fc.assert(
      fc.property(serverMessages, serverMessages, (first, live) => {
        let history = withServerHistory(
          [],
          first.map((m) => server(m.id, m.minute)),
        );
        for (const m of live) history = appendReceived(history, server(m.id, m.minute));
        const ids = history.map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
        const times = history.map((m) => Date.parse(m.date));
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });

  it('no local message is lost by refetches: every unsent id stays until the server reports its clientId', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 20 }), { maxLength: 10 }),
        fc.array(fc.nat(9), { maxLength: 10 }),
        serverMessages,
        (bodies, delivered, other) => {
          let history: History = [];
          bodies.forEach(
            (body, i) => (history = markFailed(pending(history, `local-${i}`, body), `local-${i}`, 'down')),
          );
          const deliveredIds = new Set(delivered.filter((i) => i < bodies.length).map((i) => `local-${i}`));
          const fromServer = [
            ...other.map((m) => server(`s-${m.id}`, m.minute)),
            ...[...deliveredIds].map((id) => ({ ...server(`d-${id}`, 5, 'x', 'outbound'), clientId: id })),
          ];
          history = withServerHistory(history, fromServer);
          const left = unsent(history).map((m) => m.id);
          expect(left.sort()).toEqual(
            bodies
              .map((_, i) => `local-${i}`)
              .filter((id) => !deliveredIds.has(id))
              .sort(),
          );
        },
      ),
    );
  });

  it('displayOrder(desc) is the reverse of displayOrder(asc)', () => {
    fc.assert(
      fc.property(serverMessages, (messages) => {
        const history = withServerHistory(
          [],
          messages.map((m) => server(m.id, m.minute)),
        );
        expect(displayOrder(history, true)).toEqual(displayOrder(history, false).reverse());
      }),
    );
  });

  it('a burst applied at once ends as the same messages applied one by one (ids, order, states)', () => {
    // The reference is the one-message transition as it was before bursts were batched.
    const oneByOne = (history: History, message: ServerMessage): History => {
      if (history.some((m) => m.id === message.id)) return history;
      const confirmedOnes = history.filter((m) => m.state === 'confirmed');
      const local = history.filter((m) => m.state !== 'confirmed' && m.id !== message.clientId);
      const { clientId: _clientId, ...rest } = message;
      const all = [...confirmedOnes, { ...rest, state: 'confirmed' as const }];
      const sorted = all
        .map((item, index) => ({ item, index, time: Date.parse(item.date) }))
        .sort((a, b) => (a.time === b.time ? a.index - b.index : a.time - b.time));
      return [...sorted.map(({ item }) => item), ...local];
    };
    const burst = fc.array(
      fc.record({
        id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
        minute: fc.integer({ min: 0, max: 59 }),
        confirms: fc.option(fc.nat(3)),
      }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(serverMessages, fc.nat(4), burst, (first, locals, live) => {
        let history = withServerHistory(
          [],
          first.map((m) => server(m.id, m.minute)),
        );
        for (let i = 0; i < locals; i++) history = pending(history, `local-${i}`, `typed ${i}`);
        const messages = live.map((m) =>
          m.confirms === null
            ? server(m.id, m.minute)
            : { ...server(m.id, m.minute, 'sent', 'outbound'), clientId: `local-${m.confirms}` },
        );
        expect(appendAllReceived(history, messages)).toEqual(messages.reduce(oneByOne, history));
      }),
    );
  });

  it('a burst dated after the history is appended in arrival order, each id once', () => {
    const history = pending(withServerHistory([], [server('m1', 1)]), 'local-1', 'typing');
    const next = appendAllReceived(history, [server('m2', 2), server('m3', 2), server('m2', 2), server('m4', 3)]);
    expect(next.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'local-1']);
    expect(appendAllReceived(next, [server('m3', 2)])).toBe(next);
  });
});
