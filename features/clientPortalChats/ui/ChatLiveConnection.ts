import { makeObservable, observable, runInAction } from 'mobx';
import { ConnectionKeeper, type Clock, type WakeUps, describeError, mayPassOnRetry } from '@features/api/core';
import type { ChatLiveFeed, ChatLiveListener, ChatLiveSubscription } from '../core/ChatLiveFeed';
import type { TicketRef } from '../core/ClientPortalChatsApi';

export type LiveState = 'off' | 'connecting' | 'live' | 'failed';

/** What the page does with the ticket's events, and once they flow (again): read what passed meanwhile. */
export interface ChatLiveHandlers extends ChatLiveListener {
  onSubscribed(): void;
}

export interface ChatLiveConnectionDeps {
  /** Null where no live feed is bound (a story without Pusher): the page still works, without live updates. */
  feed: ChatLiveFeed | null;
  /** A first subscription that failed for want of an answer is tried again on this clock (spec schedule, then steadily). */
  clock: Clock;
  /** When to try again at once (page visible again, network back). None: the schedule and Reconnect only. */
  wakeUps?: WakeUps;
}

/**
 * The portal chat page's live subscription to its ticket, per mount of the page: `start` begins one, `stop` ends
 * it. Work of an ended mount (a subscription or a retry answered late) is undone, never kept; a later `start`
 * (React's StrictMode mounts, unmounts and mounts again under `npm start`) begins afresh. A first subscription
 * lost to an outage is tried again (pusher-js resubscribes only a channel that was subscribed once); a refusal is not.
 */
export class ChatLiveConnection {
  state: LiveState = 'off';
  error: string | null = null;
  /** The failed subscription is being tried again (the page offers Reconnect); false after a refusal. */
  retrying = false;
  /** A retry is on the wire (Reconnect shows it and sends no second one). */
  attempting = false;
  private subscription: ChatLiveSubscription | null = null;
  private keeper: ConnectionKeeper | null = null;
  private stopWakeUps: (() => void) | null = null;
  private mount = 0;
  /** Aborted when this mount ends: a subscription still on its way opens no socket for a page that left. */
  private leaving = new AbortController();

  constructor(
    private readonly ticket: TicketRef,
    private readonly deps: ChatLiveConnectionDeps,
    private readonly handlers: ChatLiveHandlers,
  ) {
    makeObservable(this, { state: observable, error: observable, retrying: observable, attempting: observable });
  }

  /** Subscribes for a new mount; resolves once subscribed or failed (a failure that may pass is tried again). */
  async start(): Promise<void> {
    const mount = ++this.mount;
    this.leaving = new AbortController();
    const { feed } = this.deps;
    if (!feed) return;
    runInAction(() => (this.state = 'connecting'));
    try {
      await this.subscribe(feed, mount, this.leaving.signal);
    } catch (error) {
      if (mount !== this.mount) return; // the page left meanwhile: its failure is nobody's to retry
      this.failed(error);
      if (mayPassOnRetry(error)) this.keepTrying(feed, mount);
    }
  }

  /** Tries the subscription again now (Reconnect); nothing while one attempt is on the wire. */
  reconnect(): void {
    this.keeper?.retryNow();
  }

  /** Ends this mount's subscription and its retries. */
  stop(): void {
    this.mount += 1;
    this.leaving.abort();
    this.stopRetrying();
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  private async subscribe(feed: ChatLiveFeed, mount: number, signal: AbortSignal): Promise<void> {
    const subscription = await feed.watch(this.ticket, this.listener(), signal);
    // Answered after the page left (StrictMode's first mount, or a page closed quickly): not this page's.
    if (mount !== this.mount) return subscription.unsubscribe();
    this.subscription = subscription;
    runInAction(() => {
      this.state = 'live';
      this.error = null;
    });
    this.handlers.onSubscribed();
  }

  /** A listener of its own per subscription: ending one (a late answer of an ended mount) leaves the next alone. */
  private listener(): ChatLiveListener {
    const { handlers } = this;
    return {
      onMessage: (message) => handlers.onMessage(message),
      onNewChat: (chat) => handlers.onNewChat(chat),
      onChatClosed: (chatId) => handlers.onChatClosed(chatId),
      onClientTyping: (notice) => handlers.onClientTyping(notice),
      onReconnected: () => handlers.onReconnected(),
    };
  }

  private keepTrying(feed: ChatLiveFeed, mount: number): void {
    // An attempt on the wire when the page left settles later: it must not touch the next mount's state.
    const current = () => mount === this.mount;
    const { signal } = this.leaving;
    const attempt = async () => {
      runInAction(() => (this.attempting = true));
      try {
        await this.subscribe(feed, mount, signal);
      } catch (error) {
        if (current()) {
          this.failed(error);
          if (!mayPassOnRetry(error)) this.stopRetrying(); // refused now: trying again would not change that
        }
        throw error;
      } finally {
        if (current()) runInAction(() => (this.attempting = false));
      }
    };
    this.keeper = new ConnectionKeeper(this.deps.clock, attempt, {
      onConnected: () => current() && this.stopRetrying(),
      onPausedChange: () => undefined,
    });
    this.stopWakeUps = this.deps.wakeUps?.(() => this.reconnect()) ?? null;
    runInAction(() => (this.retrying = true));
    this.keeper.keepTrying();
  }

  private stopRetrying(): void {
    this.keeper?.stop();
    this.keeper = null;
    this.stopWakeUps?.();
    this.stopWakeUps = null;
    if (this.retrying || this.attempting) runInAction(() => ((this.retrying = false), (this.attempting = false)));
  }

  private failed(error: unknown): void {
    runInAction(() => {
      this.state = 'failed';
      this.error = describeError(error);
    });
  }
}
