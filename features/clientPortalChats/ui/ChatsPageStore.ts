import { action, computed, computedStruct, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AppError, describeError, token } from '@features/api/core';
import { AsyncAction, FrameBatch, LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { addChat, closeChat, withLastMessages } from '../core/chatTransitions';
import { describeAnswer } from '../core/ChatCallRejection';
import type { TicketRef } from '../core/ClientPortalChatsApi';
import type { ChatMessage, PortalChat, PortalConfiguration } from '../core/PortalChat';
import { CLIENT_TYPING_SHOWN_MS } from '../core/typingThrottle';
import { ChatLiveConnection, type ChatLiveConnectionDeps } from './ChatLiveConnection';
import { OpenChatStore, type OpenChatDeps } from './OpenChatStore';

/** What the open chat's heading shows of it. */
export type OpenChatHeading = Pick<PortalChat, 'name' | 'isClosed'>;

export interface ChatsPageDeps extends Omit<OpenChatDeps, 'onChatChanged'>, Omit<ChatLiveConnectionDeps, 'feed'> {
  /** Null where no live feed is bound (a story without Pusher): the page still works, without live updates. */
  live: ChatLiveConnectionDeps['feed'];
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
  /** True once a load's chats are in `chats` (the list's answer arrives a moment before). */
  listed = false;
  /** The last load of the chats (a reload after the subscription or a reconnect keeps the list shown). */
  readonly list = new LatestRequest<PortalChat[]>();
  /** The client portals a chat can be started from. */
  readonly portals = new LatestRequest<PortalConfiguration[]>();
  /** Lines of the server's answer when starting a chat failed (spec section 8), shown by the form. */
  startError: string[] | null = null;
  /** The ticket's live events, per mount of the page. */
  readonly live: ChatLiveConnection;
  open: OpenChatStore | null = null;
  readonly startAction: AsyncAction<[string, string], PortalChat>;
  /** Whether the page is mounted: `start` and `dispose` come in pairs (StrictMode mounts twice). */
  private mounted = false;

  constructor(
    readonly ticket: TicketRef,
    private readonly deps: ChatsPageDeps,
  ) {
    this.startAction = new AsyncAction((configurationId: string, firstMessage: string) =>
      this.performStart(configurationId, firstMessage),
    );
    this.live = new ChatLiveConnection(
      ticket,
      { feed: deps.live, clock: deps.clock, wakeUps: deps.wakeUps },
      {
        onMessage: (message) => this.incoming.push(message),
        onNewChat: (chat) => this.updateChats(addChat(this.chats, chat)),
        onChatClosed: (chatId) => this.updateChats(closeChat(this.chats, chatId)),
        onClientTyping: ({ chatId, name }) => {
          if (this.open?.chatId === chatId) this.open.showClientTyping(name, CLIENT_TYPING_SHOWN_MS);
        },
        // Events sent while the socket was down are lost to it: read the state again.
        onReconnected: () => {
          this.incoming.flush();
          this.readAgain();
        },
        // What happened between the first load and the subscription reached nobody: read it once more.
        onSubscribed: () => this.readAgain(),
      },
    );
    makeObservable<ChatsPageStore, 'updateChats' | 'keepLoaded'>(this, {
      chats: observableRef,
      listed: observable,
      configurationError: computed,
      startError: observableRef,
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
    await Promise.all([this.loadChats(), this.loadConfigurations(), this.live.start()]);
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

  /** Ends this mount's loads, live subscription, retries and the open chat's requests; `start` may follow. */
  dispose(): void {
    this.mounted = false;
    this.list.cancel();
    this.portals.cancel();
    this.live.stop();
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
    this.listed = true;
  }

  private readAgain(): void {
    void this.loadChats();
    void this.open?.load();
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
