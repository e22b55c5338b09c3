import { action, computed, computedStruct, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AppError, describeError } from '../../../core/shared/AppError';
import { AsyncAction } from '../../../ui/common/AsyncAction';
import { addChat, closeChat, withLastMessages } from '../core/chatTransitions';
import { describeAnswer } from '../core/ChatCallRejection';
import type { ChatLiveFeed, ChatLiveSubscription } from '../core/ChatLiveFeed';
import type { TicketRef } from '../core/ClientPortalChatsApi';
import type { ChatMessage, PortalChat, PortalConfiguration } from '../core/PortalChat';
import { CLIENT_TYPING_SHOWN_MS } from '../core/typingThrottle';
import { OpenChatStore, type OpenChatDeps } from './OpenChatStore';

/** What the open chat's heading shows of it. */
export type OpenChatHeading = Pick<PortalChat, 'name' | 'isClosed'>;
import { FrameBatch } from '../../../ui/common/FrameBatch';

export type LiveState = 'off' | 'connecting' | 'live' | 'failed';

export interface ChatsPageDeps extends Omit<OpenChatDeps, 'onChatChanged'> {
  /** Null where no live feed is bound (a story without Pusher): the page still works, without live updates. */
  live: ChatLiveFeed | null;
}

/**
 * The Client Portal Chats page of one ticket: its chats (kept current by live events), the portal
 * configurations to start a chat from, starting a chat, and the one chat that is open.
 */
export class ChatsPageStore {
  chats: PortalChat[] = [];
  listState: 'loading' | 'ready' | 'failed' = 'loading';
  listError: string | null = null;
  configurations: PortalConfiguration[] = [];
  /** Lines of the server's answer when the configurations could not be loaded (spec section 8). */
  configurationError: string[] | null = null;
  /** Lines of the server's answer when starting a chat failed (spec section 8), shown by the form. */
  startError: string[] | null = null;
  liveState: LiveState = 'off';
  liveError: string | null = null;
  open: OpenChatStore | null = null;
  readonly startAction: AsyncAction<[string, string], PortalChat>;
  private subscription: ChatLiveSubscription | null = null;
  private disposed = false;

  constructor(
    readonly ticket: TicketRef,
    private readonly deps: ChatsPageDeps,
  ) {
    this.startAction = new AsyncAction((configurationId: string, firstMessage: string) => this.performStart(configurationId, firstMessage));
    makeObservable<ChatsPageStore, 'updateChats'>(this, {
      chats: observableRef,
      listState: observable,
      listError: observable,
      configurations: observableRef,
      configurationError: observableRef,
      startError: observableRef,
      liveState: observable,
      liveError: observable,
      open: observableRef,
      openChat: computed,
      openChatHeading: computedStruct,
      hasOpenChat: computed,
      select: action,
      closeOpen: action,
      updateChats: action,
    });
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

  /** Loads the chats and configurations and starts listening. */
  async start(): Promise<void> {
    await Promise.all([this.loadChats(), this.loadConfigurations(), this.listen()]);
  }

  async loadChats(): Promise<void> {
    try {
      const chats = await this.deps.api.chats(this.ticket);
      runInAction(() => {
        // Chats announced live while the list loaded are kept.
        this.chats = this.chats.reduce((list, chat) => (list.some((c) => c.id === chat.id) ? list : [...list, chat]), chats);
        this.listState = 'ready';
        this.listError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.listState = 'failed';
        this.listError = describeError(error);
      });
    }
  }

  async loadConfigurations(): Promise<void> {
    try {
      const configurations = await this.deps.api.configurations();
      runInAction(() => {
        this.configurations = configurations;
        this.configurationError = null;
      });
    } catch (error) {
      runInAction(() => (this.configurationError = describeAnswer(error)));
    }
  }

  select(chatId: string): void {
    if (this.open?.chatId === chatId) return;
    this.open?.dispose();
    const open = new OpenChatStore(chatId, { ...this.deps, onChatChanged: (update) => this.updateChats(update(this.chats)) });
    this.open = open;
    void open.load();
  }

  /** Back to the list (narrow pods show one or the other). */
  closeOpen(): void {
    this.open?.dispose();
    this.open = null;
  }

  dispose(): void {
    this.disposed = true;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.open?.dispose();
  }

  private updateChats(chats: PortalChat[]): void {
    this.chats = chats;
  }

  /** Live messages of a burst, applied once per frame (a message alone at once) in one action. */
  private readonly incoming = new FrameBatch<ChatMessage>((messages) =>
    runInAction(() => {
      this.open?.receiveAll(messages);
      this.updateChats(withLastMessages(this.chats, messages));
    }),
  );

  private async listen(): Promise<void> {
    const { live } = this.deps;
    if (!live) return;
    runInAction(() => (this.liveState = 'connecting'));
    try {
      const subscription = await live.watch(this.ticket, {
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
      });
      if (this.disposed) return subscription.unsubscribe();
      this.subscription = subscription;
      runInAction(() => (this.liveState = 'live'));
      // What happened between the first load and the subscription reached nobody: read it once more.
      void this.loadChats();
      void this.open?.load();
    } catch (error) {
      runInAction(() => {
        this.liveState = 'failed';
        this.liveError = describeError(error);
      });
    }
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
