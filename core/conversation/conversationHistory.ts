import type { ConversationMessage, ServerMessage } from './ConversationMessage';

/**
 * A conversation's history as pure transitions (spec section 4: items change loading state and may get
 * a replaced body). Items are kept oldest first; `displayOrder` applies the orderDesc toggle.
 */
export type History = readonly ConversationMessage[];

/** Sorts oldest first by date; equal dates keep their relative order (stable sort). */
function chronological(items: ConversationMessage[]): ConversationMessage[] {
  return items
    .map((item, index) => ({ item, index, time: Date.parse(item.date) }))
    .sort((a, b) => (a.time === b.time || Number.isNaN(a.time - b.time) ? a.index - b.index : a.time - b.time))
    .map(({ item }) => item);
}

const confirmed = ({ clientId: _clientId, ...message }: ServerMessage): ConversationMessage => ({
  ...message,
  state: 'confirmed',
});

/**
 * The server's history replaces what we know of confirmed messages; local messages the server does
 * not have yet (pending or failed) stay, after the server's, so nothing typed is lost by a refetch.
 */
export function withServerHistory(history: History, server: readonly ServerMessage[]): History {
  const serverIds = new Set(server.flatMap((m) => (m.clientId ? [m.id, m.clientId] : [m.id])));
  const local = history.filter((m) => m.state !== 'confirmed' && !serverIds.has(m.id));
  return [...chronological(server.map(confirmed)), ...local];
}

/** A message being sent shows at once as pending. */
export function addPending(
  history: History,
  message: Omit<ConversationMessage, 'state' | 'error' | 'direction'>,
): History {
  return [...history.filter((m) => m.id !== message.id), { ...message, direction: 'outbound', state: 'pending' }];
}

/** The send succeeded: the local item takes the server's id and body (spec 4: "replaced body"). */
export function confirmSent(history: History, localId: string, server: ServerMessage): History {
  if (!history.some((m) => m.id === localId)) return appendReceived(history, server);
  if (history.some((m) => m.id === server.id && m.id !== localId)) return history.filter((m) => m.id !== localId);
  return history.map((m) => (m.id === localId ? confirmed(server) : m));
}

/** The send failed: the item stays, marked failed with the reason, waiting for Retry. */
export function markFailed(history: History, localId: string, error: string): History {
  return history.map((m) => (m.id === localId ? { ...m, state: 'failed' as const, error } : m));
}

/** Retry: the failed item is pending again (same local id, same body). */
export function markRetrying(history: History, localId: string): History {
  return history.map((m) =>
    m.id === localId && m.state === 'failed' ? { ...m, state: 'pending' as const, error: undefined } : m,
  );
}

/** Discard: the technician gives up a failed message (one being sent stays: its answer decides). */
export function withoutFailed(history: History, localId: string): History {
  return history.filter((m) => m.id !== localId || m.state !== 'failed');
}

/**
 * A message from the server (a live reply, or the echo of our own send): added once, in date order
 * among confirmed messages; a local item it confirms (same clientId) is replaced by it.
 */
export function appendReceived(history: History, message: ServerMessage): History {
  return appendAllReceived(history, [message]);
}

/**
 * A burst of live messages at once, as `appendReceived` one after the other would leave it, in one pass
 * (one by one, 1,000 replies in a second re-sorted the whole history once per reply). Messages already
 * known (or twice in the burst) are added once; local items they confirm leave. When the burst is
 * dated at or after the newest confirmed message, in order (a live feed's usual case), it is appended
 * as is; otherwise the confirmed messages are sorted once.
 */
export function appendAllReceived(history: History, messages: readonly ServerMessage[]): History {
  const known = new Set(history.map((m) => m.id));
  const fresh: ConversationMessage[] = [];
  const confirmedLocalIds = new Set<string>();
  for (const message of messages) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    if (message.clientId) confirmedLocalIds.add(message.clientId);
    fresh.push(confirmed(message));
  }
  if (fresh.length === 0) return history;
  const server = history.filter((m) => m.state === 'confirmed');
  const local = history.filter((m) => m.state !== 'confirmed' && !confirmedLocalIds.has(m.id));
  const merged = datedInOrderAfter(server.at(-1), fresh) ? [...server, ...fresh] : chronological([...server, ...fresh]);
  return [...merged, ...local];
}

/** True when every item is dated (a valid date) at or after `last` and after the one before it. */
function datedInOrderAfter(last: ConversationMessage | undefined, items: readonly ConversationMessage[]): boolean {
  let previous = last ? Date.parse(last.date) : Number.NEGATIVE_INFINITY;
  if (Number.isNaN(previous)) return false;
  for (const item of items) {
    const time = Date.parse(item.date);
    if (Number.isNaN(time) || time < previous) return false;
    previous = time;
  }
  return true;
}

/** The list as shown: oldest first, or newest first when orderDesc (the order toggle). */
export function displayOrder(history: History, orderDesc: boolean): ConversationMessage[] {
  return orderDesc ? [...history].reverse() : [...history];
}

/** Messages that have not reached the server: what the outbox keeps across reloads. */
export function unsent(history: History): ConversationMessage[] {
  return history.filter((m) => m.state !== 'confirmed');
}

/** Messages kept from before a reload: they did not get an answer, so they wait for Retry. */
export function restoreUnsent(history: History, saved: readonly ConversationMessage[]): History {
  const known = new Set(history.map((m) => m.id));
  const restored = saved
    .filter((m) => !known.has(m.id))
    .map((m) => ({ ...m, state: 'failed' as const, error: m.error ?? 'The page was closed before it was sent.' }));
  return [...history, ...restored];
}
