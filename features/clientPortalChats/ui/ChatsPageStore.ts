import { action, computed, computedStruct, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  ConnectionKeeper,
  type WakeUps,
  type Clock,
  AppError,
  describeError,
  mayPassOnRetry,
  token,
} from '@features/api/core';
import { AsyncAction, FrameBatch, LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { addChat, closeChat, withLastMessages } from '../core/chatTransitions';
import { describeAnswer } from '../core/ChatCallRejection';
import type { ChatLiveFeed, ChatLiveListener, ChatLiveSubscription } from '../core/ChatLiveFeed';
import type { TicketRef } from '../core/ClientPortalChatsApi';
import type { ChatMessage, PortalChat, PortalConfiguration } from '../core/PortalChat';
import { CLIENT_TYPING_SHOWN_MS } from '../core/typingThrottle';
import { OpenChatStore, type OpenChatDeps } from './OpenChatStore';

/** What the open chat's heading shows of it. */
export type OpenChatHeading = Pick<PortalChat, 'name' | 'isClosed'>;

export type LiveState = 'off' | 'connecting' | 'live' | 'failed';

export interface ChatsPageDeps extends Omit<OpenChatDeps, 'onChatChanged'> {
  /** Null where no live feed is bound (a story without Pusher): the page still works, without live updates. */
  live: ChatLiveFeed | null;
  /** A first subscription that failed for want of an answer is tried again on this clock (spec schedule, then steadily). */
  clock: Clock;
  /** When to try again at once (page visible again, network back). None: the schedule and Reconnect only. */
  wakeUps?: WakeUps;
  /** The sidebar's count: which chat shows, and the client's messages that arrive live. None: no count. */
  focus?: ChatFocus;
}

/** The shell's unread count as the page sees it (ConversationFocus for this feature). */
export interface ChatFocus {
  /** The open chat (null: none); its count goes. */
  showing(chatId: string | null): void;
  /** The client's message arrived live: counted unless its chat shows. */
  arrived(chatId: string, messageId: string): void;
}

/**
 * The Client Portal Chats page of one ticket: its chats (kept current by live events), the portal
 * configurations to start a chat from, starting a chat, and the one chat that is open.
 */
export class ChatsPageStore {
  /** The ticket's chats: as last loaded, kept current by live events. */
  chats: PortalChat[] = [];
  /** The last load of the chats (a reload after the subscription or a reconnect keeps the list shown). */
  readonly list = new LatestRequest<PortalChat[]>();
  /** The client portals a chat can be started from. */
  readonly portals = new LatestRequest<PortalConfiguration[]>();
  /** Lines of the server's answer when starting a chat failed (spec section 8), shown by the form. */
  startError: string[] | null = null;
  liveState: LiveState = 'off';
  liveError: string | null = null;
  /** The failed subscription is being tried again (the page offers Reconnect); false after a refusal. */
  liveRetrying = false;
  /** A retry is on the wire (Reconnect shows it and sends no second one). */
  liveAttempting = false;
  open: OpenChatStore | null = null;
  readonly startAction: AsyncAction<[string, string], PortalChat>;
  private subscription: ChatLiveSubscription | null = null;
  private keeper: ConnectionKeeper | null = null;
  private stopWakeUps: (() => void) | null = null;
  /**
   * Which mount of the page the live work belongs to: `start` begins one, `dispose` ends it. Work of
   * an ended mount (a subscription or a retry answered late) is undone, never kept; a later `start`
   * (React's StrictMode mounts, unmounts and mounts again under `npm start`) begins afresh.
   */
  private mount = 0;
  private mounted = false;
  /** Aborted when this mount ends: a subscription still on its way opens no socket for a page that left. */
  private leaving = new AbortController();

  constructor(
    readonly ticket: TicketRef,
    private readonly deps: ChatsPageDeps,
  ) {
    this.startAction = new AsyncAction((configurationId: string, firstMessage: string) =>
      this.performStart(configurationId, firstMessage),
    );
    makeObservable<ChatsPageStore, 'updateChats' | 'keepLoaded'>(this, {
      chats: observableRef,
      configurationError: computed,
      startError: observableRef,
      liveState: observable,
      liveError: observable,
      liveRetrying: observable,
      liveAttempting: observable,
      open: observableRef,
      openChat: computed,
      openChatHeading: computedStruct,
      hasOpenChat: computed,
      select: action,
      closeOpen: action,
      updateChats: action,
      keepLoaded: action,
    });
  }

  get configurations(): PortalConfiguration[] {
    return this.portals.value ?? [];
  }

  /** Lines of the server's answer when the configurations could not be loaded (spec section 8). */
  get configurationError(): string[] | null {
    return this.portals.state === 'failed' ? describeAnswer(this.portals.cause) : null;
  }

  /** The chat the open view shows, as the list knows it. */
  get openChat(): PortalChat | null {
    return this.open ? (this.chats.find((c) => c.id === this.open!.chatId) ?? null) : null;
  }

  /** The open chat's name and state as its heading shows them (equal values notify nobody). */
  get openChatHeading(): OpenChatHeading | null {
    const chat = this.openChat;
    return chat ? { name: chat.name, isClosed: chat.isClosed } : null;
  }

  /** A ticket has at most one open chat at a time; while it has one, no other can be started. */
  get hasOpenChat(): boolean {
    return this.chats.some((c) => !c.isClosed);
  }

  /** Loads the chats and configurations and starts listening (again after a `dispose`; once while mounted). */
  async start(): Promise<void> {
    if (this.mounted) return;
    this.mounted = true;
    if (this.open) this.deps.focus?.showing(this.open.chatId);
    const mount = ++this.mount;
    this.leaving = new AbortController();
    await Promise.all([this.loadChats(), this.loadConfigurations(), this.listen(mount)]);
  }

  async loadChats(): Promise<void> {
    if (await this.list.load((signal) => this.deps.api.chats(this.ticket, signal)))
      this.keepLoaded(this.list.value ?? []);
  }

  async loadConfigurations(): Promise<void> {
    await this.portals.load(() => this.deps.api.configurations());
  }

  select(chatId: string): void {
    if (this.open?.chatId === chatId) return;
    this.open?.dispose();
    const open = new OpenChatStore(chatId, {
      ...this.deps,
      onChatChanged: (update) => this.updateChats(update(this.chats)),
    });
    this.open = open;
    this.deps.focus?.showing(chatId);
    void open.load();
  }

  /** Back to the list (narrow pods show one or the other). */
  closeOpen(): void {
    this.open?.dispose();
    this.open = null;
    this.deps.focus?.showing(null);
  }

  /** Tries the live subscription again now (Reconnect); nothing while one attempt is on the wire. */
  reconnectLive(): void {
    this.keeper?.retryNow();
  }

  /** Ends this mount's loads, live subscription, retries and the open chat's requests; `start` may follow. */
  dispose(): void {
    this.mounted = false;
    this.mount += 1;
    this.leaving.abort();
    this.list.cancel();
    this.portals.cancel();
    this.stopRetrying();
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.open?.dispose();
    this.deps.focus?.showing(null);
  }

  private updateChats(chats: PortalChat[]): void {
    this.chats = chats;
  }

  /** The loaded chats, with those announced live while the list loaded. */
  private keepLoaded(loaded: PortalChat[]): void {
    this.chats = this.chats.reduce(
      (list, chat) => (list.some((c) => c.id === chat.id) ? list : [...list, chat]),
      loaded,
    );
  }

  /** Live messages of a burst, applied once per frame (a message alone at once) in one action. */
  private readonly incoming = new FrameBatch<ChatMessage>((messages) =>
    runInAction(() => {
      this.open?.receiveAll(messages);
      this.updateChats(withLastMessages(this.chats, messages));
      for (const message of messages)
        if (message.author === 'client') this.deps.focus?.arrived(message.chatId, message.id);
    }),
  );

  private async listen(mount: number): Promise<void> {
    if (!this.deps.live) return;
    runInAction(() => (this.liveState = 'connecting'));
    try {
      await this.subscribe(this.deps.live, mount, this.leaving.signal);
    } catch (error) {
      if (mount !== this.mount) return; // the page left meanwhile: its failure is nobody's to retry
      this.liveFailed(error);
      // pusher-js resubscribes only a channel that was subscribed once: a first subscription lost to an
      // outage would leave live updates off until the chat is reopened, so it is kept trying here.
      if (mayPassOnRetry(error)) this.keepTrying(this.deps.live, mount);
    }
  }

  private async subscribe(live: ChatLiveFeed, mount: number, signal: AbortSignal): Promise<void> {
    const listener: ChatLiveListener = {
      onMessage: (message) => this.incoming.push(message),
      onNewChat: (chat) => this.updateChats(addChat(this.chats, chat)),
      onChatClosed: (chatId) => this.updateChats(closeChat(this.chats, chatId)),
      onClientTyping: ({ chatId, name }) => {
        if (this.open?.chatId === chatId) this.open.showClientTyping(name, CLIENT_TYPING_SHOWN_MS);
      },
      onReconnected: () => {
        this.incoming.flush();
        // Events sent while the socket was down are lost to it: read the state again.
        void this.loadChats();
        void this.open?.load();
      },
    };
    const subscription = await live.watch(this.ticket, listener, signal);
    // Answered after the page left (StrictMode's first mount, or a page closed quickly): not this page's.
    if (mount !== this.mount) return subscription.unsubscribe();
    this.subscription = subscription;
    runInAction(() => {
      this.liveState = 'live';
      this.liveError = null;
    });
    // What happened between the first load and the subscription reached nobody: read it once more.
    void this.loadChats();
    void this.open?.load();
  }

  private keepTrying(live: ChatLiveFeed, mount: number): void {
    // An attempt on the wire when the page left settles later: it must not touch the next mount's state.
    const current = () => mount === this.mount;
    const { signal } = this.leaving;
    const attempt = async () => {
      runInAction(() => (this.liveAttempting = true));
      try {
        await this.subscribe(live, mount, signal);
      } catch (error) {
        if (current()) {
          this.liveFailed(error);
          if (!mayPassOnRetry(error)) this.stopRetrying(); // refused now: trying again would not change that
        }
        throw error;
      } finally {
        if (current()) runInAction(() => (this.liveAttempting = false));
      }
    };
    const keeper = new ConnectionKeeper(this.deps.clock, attempt, {
      onConnected: () => current() && this.stopRetrying(),
      onPausedChange: () => undefined,
    });
    this.keeper = keeper;
    this.stopWakeUps = this.deps.wakeUps?.(() => this.reconnectLive()) ?? null;
    runInAction(() => (this.liveRetrying = true));
    keeper.keepTrying();
  }

  private stopRetrying(): void {
    this.keeper?.stop();
    this.keeper = null;
    this.stopWakeUps?.();
    this.stopWakeUps = null;
    if (this.liveRetrying || this.liveAttempting)
      runInAction(() => ((this.liveRetrying = false), (this.liveAttempting = false)));
  }

  private liveFailed(error: unknown): void {
    runInAction(() => {
      this.liveState = 'failed';
      this.liveError = describeError(error);
    });
  }

  private async performStart(configurationId: string, firstMessage: string): Promise<PortalChat> {
    runInAction(() => (this.startError = null));
    try {
      const chat = await this.deps.api.startChat(configurationId, this.ticket, firstMessage.trim());
      this.updateChats(addChat(this.chats, chat));
      this.select(chat.id);
      return chat;
    } catch (error) {
      runInAction(() => (this.startError = error instanceof AppError ? describeAnswer(error) : [describeError(error)]));
      throw error;
    }
  }
}

/** Makes the page's store for one ticket (bound in bindings.ts; the page asks usePageStore). */
export const ChatsPageStoreFactoryToken = token<PageStoreFactory<TicketRef, ChatsPageStore>>(
  'features.clientPortalChats.ChatsPageStoreFactory',
);
