import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { type Drafts, AppError, describeError } from '@features/api/core';
import { AsyncAction, LatestRequest } from '@features/api/ui';
import { checkAttachment } from '../core/attachmentRules';
import { closeChat as closedIn, updateMessages, withLastMessage } from '../core/chatTransitions';
import { describeAnswer } from '../core/ChatCallRejection';
import type { ClientPortalChatsApi } from '../core/ClientPortalChatsApi';
import type { ChatMessage, PortalChat } from '../core/PortalChat';
import { TypingThrottle } from '../core/typingThrottle';
import type { ObjectUrls } from './AttachmentContent';
import type { UnsentMessage, UnsentMessages } from '../core/UnsentMessages';

/** A message typed here that the server has not confirmed: on its way, or failed and kept for Retry. */
export interface PendingMessage extends UnsentMessage {
  status: 'sending' | 'failed';
  error: string | null;
}

/** A file on its way up. */
export interface UploadState {
  fileName: string;
  /** 0..1 */
  progress: number;
  /** An object URL of the picked image, for the preview; null for other files. */
  previewUrl: string | null;
}

export interface OpenChatDeps {
  api: ClientPortalChatsApi;
  unsent: UnsentMessages;
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
 * One open chat: its messages (loaded, then kept current by live events and refetched after a
 * reconnect), the technician's pending and failed messages (kept per chat across reloads, with
 * Retry), the typing notice, the attachment upload and closing.
 */
export class OpenChatStore {
  /** The chat's messages: as last loaded, kept current by live events and sends. */
  messages: ChatMessage[] = [];
  /** The last load of the messages (a refetch after a reconnect supersedes an older one). */
  readonly history = new LatestRequest<ChatMessage[]>();
  pending: PendingMessage[] = [];
  upload: UploadState | null = null;
  /** Why the last file was not sent (the check before upload, or the server). */
  attachError: string | null = null;
  /** The client's typing notice, or null. */
  clientTyping: string | null = null;
  /** What the technician is writing, not sent yet (kept in the drafts port on every change). */
  draft = '';
  /** Lines of the server's answer when closing failed (spec section 8), shown by the Close button. */
  closeError: string[] | null = null;
  readonly closeAction: AsyncAction<[], string>;
  readonly attachAction: AsyncAction<[File], ChatMessage | null>;
  private readonly throttle = new TypingThrottle();
  private uploadController: AbortController | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly chatId: string,
    private readonly deps: OpenChatDeps,
  ) {
    this.pending = deps.unsent
      .read(chatId)
      .map((m) => ({ ...m, status: 'failed', error: 'The page was closed before it was sent.' }));
    this.draft = this.readDraft();
    this.closeAction = new AsyncAction(() => this.performClose());
    this.attachAction = new AsyncAction((file: File) => this.performAttach(file));
    makeObservable<OpenChatStore, 'setPending' | 'keepLoaded'>(this, {
      messages: observableRef,
      pending: observableRef,
      upload: observableRef,
      attachError: observable,
      clientTyping: observable,
      draft: observable,
      setDraft: action,
      sendDraft: action,
      closeError: observableRef,
      failedCount: computed,
      hasMessages: computed,
      receive: action,
      receiveAll: action,
      showClientTyping: action,
      discard: action,
      setPending: action,
      keepLoaded: action,
    });
  }

  /** Whether any message is there to show (a computed: a burst of messages does not change it). */
  get hasMessages(): boolean {
    return this.messages.length > 0;
  }

  /** The technician's name as the client sees it, on messages not confirmed yet. */
  technicianName(): string {
    return this.deps.resourceName() || 'You';
  }

  get failedCount(): number {
    return this.pending.filter((m) => m.status === 'failed').length;
  }

  /** Loads the messages; a newer load (a refetch after a reconnect) supersedes an older one. */
  async load(): Promise<void> {
    if (await this.history.load((signal) => this.deps.api.messages(this.chatId, signal)))
      this.keepLoaded(this.history.value ?? []);
  }

  /** The loaded messages, with live ones that arrived while the list was in flight (the load may predate them). */
  private keepLoaded(messages: ChatMessage[]): void {
    const loadedIds = new Set(messages.map((m) => m.id));
    const newer = this.messages.filter((m) => !loadedIds.has(m.id) && m.sentAt > (messages.at(-1)?.sentAt ?? ''));
    this.messages = [...messages, ...newer];
    this.settleConfirmed(this.messages);
  }

  /** A message from a live event or a send's answer: replaces the same id or is added. */
  receive(message: ChatMessage): void {
    this.receiveAll([message]);
  }

  /** A burst of live messages in one change (one list copy, one render): those of other chats are ignored. */
  receiveAll(messages: readonly ChatMessage[]): void {
    const mine = messages.filter((m) => m.chatId === this.chatId);
    if (mine.length === 0) return;
    this.messages = updateMessages(this.messages, mine);
    if (mine.some((m) => m.author === 'client')) this.clientTyping = null;
    this.settleConfirmed(mine);
  }

  setDraft(text: string): void {
    this.draft = text;
    this.deps.drafts?.write(this.draftKey, text);
  }

  /**
   * Sends the draft once: it is emptied before anything goes out, so a second Enter or click in the
   * same moment finds nothing to send (found by tests/fault/oneSend.test.tsx: the composer sent twice).
   */
  sendDraft(): void {
    const text = this.draft;
    if (!text.trim()) return;
    this.setDraft('');
    this.send(text);
  }

  /** Under `conversation:` like SMS's and Teams' drafts, so the shell counts it before signing out. */
  private get draftKey(): string {
    return `conversation:clientPortalChats:${this.chatId}`;
  }

  /** The draft, moved over from where earlier versions kept it (`clientPortalChats:<chatId>`). */
  private readDraft(): string {
    const drafts = this.deps.drafts;
    if (!drafts) return '';
    const legacyKey = `clientPortalChats:${this.chatId}`;
    const legacy = drafts.read(legacyKey);
    if (legacy) {
      if (!drafts.read(this.draftKey)) drafts.write(this.draftKey, legacy);
      drafts.write(legacyKey, '');
    }
    return drafts.read(this.draftKey) ?? '';
  }

  /** Sends what the technician wrote; the text is kept (and stored) until the server confirms it. */
  send(body: string): void {
    const text = body.trim();
    if (!text) return;
    this.throttle.reset();
    const message: PendingMessage = {
      messageId: this.deps.newMessageId(),
      chatId: this.chatId,
      body: text,
      createdAt: new Date(this.deps.now()).toISOString(),
      status: 'sending',
      error: null,
    };
    this.setPending([...this.pending, message]);
    void this.deliver(message);
  }

  /** Sends a failed message again, with the same messageId (the server never stores it twice). */
  retry(messageId: string): void {
    const message = this.pending.find((m) => m.messageId === messageId);
    if (!message || message.status === 'sending') return;
    const again: PendingMessage = { ...message, status: 'sending', error: null };
    this.setPending(this.pending.map((m) => (m.messageId === messageId ? again : m)));
    void this.deliver(again);
  }

  /** Gives up a failed message (the technician chose to). */
  discard(messageId: string): void {
    this.setPending(this.pending.filter((m) => m.messageId !== messageId || m.status === 'sending'));
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

  /** Cancels the upload in progress; nothing is sent. */
  cancelUpload(): void {
    this.uploadController?.abort();
  }

  dispose(): void {
    this.history.cancel();
    this.uploadController?.abort();
    if (this.typingTimer) clearTimeout(this.typingTimer);
    if (this.upload?.previewUrl) this.deps.objectUrls.revoke(this.upload.previewUrl);
  }

  private async deliver(message: PendingMessage): Promise<void> {
    try {
      const sent = await this.deps.api.sendMessage({
        chatId: this.chatId,
        message: message.body,
        resourceName: this.deps.resourceName(),
        messageId: message.messageId,
      });
      this.receive(sent);
      this.deps.onChatChanged((chats) => withLastMessage(chats, sent));
    } catch (error) {
      runInAction(() => {
        if (!this.pending.some((m) => m.messageId === message.messageId)) return; // confirmed meanwhile by a live event
        this.setPending(
          this.pending.map((m) =>
            m.messageId === message.messageId ? { ...m, status: 'failed', error: describeError(error) } : m,
          ),
        );
      });
    }
  }

  /** Pending messages the server now has (matched by the local messageId) leave the pending list. */
  private settleConfirmed(messages: readonly ChatMessage[]): void {
    const confirmed = new Set(messages.map((m) => m.messageId).filter((id): id is string => !!id));
    if (confirmed.size === 0 || !this.pending.some((m) => confirmed.has(m.messageId))) return;
    this.setPending(this.pending.filter((m) => !confirmed.has(m.messageId)));
  }

  private setPending(pending: PendingMessage[]): void {
    this.pending = pending;
    this.deps.unsent.write(
      this.chatId,
      pending.map(({ messageId, chatId, body, createdAt }) => ({ messageId, chatId, body, createdAt })),
    );
  }

  private async performClose(): Promise<string> {
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

  private async performAttach(file: File): Promise<ChatMessage | null> {
    const check = checkAttachment(file);
    if (!check.ok) {
      runInAction(() => (this.attachError = check.message));
      return null;
    }
    const controller = new AbortController();
    this.uploadController = controller;
    const previewUrl = file.type.startsWith('image/') ? this.deps.objectUrls.create(file) : null;
    runInAction(() => {
      this.attachError = null;
      this.upload = { fileName: file.name, progress: 0, previewUrl };
    });
    try {
      const message = await this.deps.api.sendAttachment({
        chatId: this.chatId,
        file,
        signal: controller.signal,
        onProgress: (progress) => runInAction(() => this.upload && (this.upload = { ...this.upload, progress })),
      });
      this.receive(message);
      this.deps.onChatChanged((chats) => withLastMessage(chats, message));
      return message;
    } catch (error) {
      const cancelled = error instanceof AppError && error.kind === 'cancelled';
      runInAction(
        () =>
          (this.attachError = cancelled
            ? `${file.name} was not sent.`
            : `${file.name} was not sent: ${describeError(error)}`),
      );
      return null;
    } finally {
      if (previewUrl) this.deps.objectUrls.revoke(previewUrl);
      this.uploadController = null;
      runInAction(() => (this.upload = null));
    }
  }
}
