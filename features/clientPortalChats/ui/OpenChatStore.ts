import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ConversationOutbox, Drafts, LocalValues } from '@features/api/core';
import { AsyncAction, ConversationStore } from '@features/api/ui';
import { closeChat as closedIn, withLastMessage } from '../core/chatTransitions';
import { chatServerMessage, chatTransport } from '../core/chatTransport';
import { describeAnswer } from '../core/ChatCallRejection';
import type { ClientPortalChatsApi } from '../core/ClientPortalChatsApi';
import { moveLegacyChatStorage } from '../core/legacyChatStorage';
import type { ChatMessage, PortalChat } from '../core/PortalChat';
import { TypingThrottle } from '../core/typingThrottle';
import type { ObjectUrls } from './AttachmentContent';
import { AttachmentUpload } from './AttachmentUpload';

export interface OpenChatDeps {
  api: ClientPortalChatsApi;
  /** Where unsent messages wait across reloads: the app's one conversation outbox. */
  outbox: ConversationOutbox;
  /** Where earlier versions kept a chat's unsent messages (moved into the outbox when it opens). */
  legacy?: LocalValues;
  /** Where the message being written is kept until it is sent (survives a reload). None: memory only. */
  drafts?: Drafts;
  /** The technician's name as the client sees it (spec section 3: resourceName). */
  resourceName(): string;
  now(): number;
  newMessageId(): string;
  /** Object URLs for image previews (the page revokes them). */
  objectUrls: ObjectUrls;
  /** Tells the page the chat was closed or a message changed its last line. */
  onChatChanged(update: (chats: readonly PortalChat[]) => PortalChat[]): void;
}

/**
 * One open portal chat: the conversation kit's store over the chat's transport (history, pending, sent, failed
 * with Retry and Discard, unsent kept across reloads, the draft), plus what a portal chat adds: the typing
 * notices both ways, files (AttachmentUpload) and closing.
 */
export class OpenChatStore {
  readonly conversation: ConversationStore;
  readonly attachment: AttachmentUpload;
  /** The client's typing notice, or null. */
  clientTyping: string | null = null;
  /** Lines of the server's answer when closing failed (spec section 8), shown by the Close button. */
  closeError: string[] | null = null;
  readonly closeAction: AsyncAction<[], string>;
  private readonly throttle = new TypingThrottle();
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly leaving = new AbortController();

  constructor(
    readonly chatId: string,
    private readonly deps: OpenChatDeps,
  ) {
    const { api, outbox, legacy, drafts } = deps;
    if (legacy) moveLegacyChatStorage(chatId, { outbox, legacy, drafts });
    const transport = chatTransport(api, chatId, {
      resourceName: deps.resourceName,
      signal: this.leaving.signal,
      sending: () => this.throttle.reset(),
      sent: (message) => deps.onChatChanged((chats) => withLastMessage(chats, message)),
    });
    this.conversation = new ConversationStore(transport, outbox, {
      author: () => this.technicianName(),
      newId: deps.newMessageId,
      now: () => new Date(deps.now()),
      drafts,
    });
    this.attachment = new AttachmentUpload(chatId, { api, objectUrls: deps.objectUrls, sent: (m) => this.sent(m) });
    this.closeAction = new AsyncAction(() => this.close());
    makeObservable<OpenChatStore, 'sent'>(this, {
      clientTyping: observable,
      closeError: observableRef,
      receiveAll: action,
      showClientTyping: action,
      sent: action,
    });
  }

  /** The technician's name as the client sees it, on messages not confirmed yet. */
  technicianName(): string {
    return this.deps.resourceName() || 'You';
  }

  /** Loads the messages (again after a reconnect: what is shown and unsent stays). */
  load(): Promise<void> {
    return this.conversation.refresh();
  }

  /** A burst of live messages in one change: those of other chats are ignored; the client's ends their typing. */
  receiveAll(messages: readonly ChatMessage[]): void {
    const mine = messages.filter((m) => m.chatId === this.chatId);
    if (mine.length === 0) return;
    this.conversation.receiveAll(mine.map(chatServerMessage));
    if (mine.some((m) => m.author === 'client')) this.clientTyping = null;
  }

  /** Each keystroke in the composer: a typing notice goes out at most every few seconds. */
  typing(): void {
    if (this.throttle.shouldSend(this.deps.now())) void this.deps.api.sendTyping(this.chatId, this.deps.resourceName());
  }

  /** The client's typing notice, shown until they send or a few seconds pass. */
  showClientTyping(name: string, forMs: number): void {
    this.clientTyping = `${name || 'The client'} is typing…`;
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => runInAction(() => (this.clientTyping = null)), forMs);
  }

  dispose(): void {
    this.leaving.abort();
    this.conversation.dispose();
    this.attachment.dispose();
    if (this.typingTimer) clearTimeout(this.typingTimer);
  }

  /** A file the server stored: shown in the chat, and the list's last line. */
  private sent(message: ChatMessage): void {
    this.receiveAll([message]);
    this.deps.onChatChanged((chats) => withLastMessage(chats, message));
  }

  private async close(): Promise<string> {
    runInAction(() => (this.closeError = null));
    try {
      const id = await this.deps.api.closeChat(this.chatId);
      this.deps.onChatChanged((chats) => closedIn(chats, id));
      return id;
    } catch (error) {
      runInAction(() => (this.closeError = describeAnswer(error)));
      throw error;
    }
  }
}
