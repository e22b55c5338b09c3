import type { TicketRef } from '../ClientPortalChatsApi';
import type { ChatLiveFeed, ChatLiveListener, ChatLiveSubscription } from '../ChatLiveFeed';

/** A ChatLiveFeed for tests and stories: no socket; the test plays the events. */
export class FakeChatLiveFeed implements ChatLiveFeed {
  readonly watched: TicketRef[] = [];
  private readonly listeners = new Set<ChatLiveListener>();
  /** When set, `watch` rejects with it (the service refused). */
  refuseWith: Error | null = null;
  /** Every call to `watch`, refused or not. */
  attempts = 0;

  /** The signal of every call to `watch` (undefined where the caller gave none). */
  readonly signals: Array<AbortSignal | undefined> = [];

  async watch(ticket: TicketRef, listener: ChatLiveListener, signal?: AbortSignal): Promise<ChatLiveSubscription> {
    this.attempts += 1;
    this.signals.push(signal);
    signal?.throwIfAborted();
    if (this.refuseWith) throw this.refuseWith;
    this.watched.push(ticket);
    this.listeners.add(listener);
    return { unsubscribe: () => void this.listeners.delete(listener) };
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  /** Delivers one event to every current subscriber. */
  emit<K extends keyof ChatLiveListener>(event: K, ...args: Parameters<ChatLiveListener[K]>): void {
    for (const listener of [...this.listeners]) (listener[event] as (...a: unknown[]) => void)(...args);
  }
}
