import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { type ConversationOutbox, token, type Drafts, type LiveMessages, type FeaturePodContext, describeError } from '@features/api/core';
import { AsyncAction, ConversationStore } from '@features/api/ui';
import type { TeamsApi, TeamsChat } from '../core/TeamsApi';

export interface TeamsStoreDeps {
  api: TeamsApi;
  outbox: ConversationOutbox;
  live: LiveMessages;
  technician: () => string;
  /** Where the message being written is kept until it is sent. */
  drafts?: Drafts;
}

export type TeamsLoad = 'idle' | 'loading' | 'ready' | 'failed';

/** MS Teams Chats on one ticket: the chat with the contact (created on demand), same conversation view as SMS. */
export class TeamsStore {
  load: TeamsLoad = 'idle';
  error: string | null = null;
  chat: TeamsChat | null = null;
  /** From the check; the pod's contact says it first (msTenantHasOnboarded). */
  onboarded: boolean;
  conversation: ConversationStore | null = null;
  readonly creating = new AsyncAction(() => this.createChat());

  constructor(
    private readonly deps: TeamsStoreDeps,
    readonly pod: FeaturePodContext,
  ) {
    this.onboarded = pod.contact?.msTenantHasOnboarded ?? false;
    makeObservable(this, { load: observable, error: observable, chat: observableRef, onboarded: observable, conversation: observableRef });
  }

  private get request() {
    const { ticket, contact, psaId } = this.pod;
    return ticket && contact && psaId ? { ticketId: ticket.id, crmId: psaId, contactId: contact.id } : null;
  }

  /** Checks the ticket's chat (not when the contact's tenant has not onboarded: nothing to check). Safe to call again. */
  async start(): Promise<void> {
    const request = this.request;
    if (this.load === 'loading' || this.load === 'ready' || !request || !this.onboarded) return;
    runInAction(() => {
      this.load = 'loading';
      this.error = null;
    });
    try {
      const check = await this.deps.api.check(request);
      runInAction(() => {
        this.onboarded = check.msTenantHasOnboarded;
        this.load = 'ready';
      });
      if (check.chat) this.open(check.chat);
    } catch (error) {
      runInAction(() => {
        this.load = 'failed';
        this.error = describeError(error);
      });
    }
  }

  reload(): Promise<void> {
    runInAction(() => (this.load = 'idle'));
    return this.start();
  }

  connect(): () => void {
    const stopMessages = this.deps.live.onMessage(({ conversationId, optedOut: _optedOut, ...message }) => {
      if (conversationId === this.chat?.chatId) this.conversation?.receive(message);
    });
    const stopReconnect = this.deps.live.onReconnected(() => void this.conversation?.refresh());
    return () => {
      stopMessages();
      stopReconnect();
    };
  }

  private async createChat(): Promise<void> {
    const request = this.request;
    if (!request) throw new Error('Open a ticket with a contact to chat with them.');
    this.open(await this.deps.api.createChat(request));
  }

  private open(chat: TeamsChat): void {
    const { api } = this.deps;
    const conversation = new ConversationStore(
      { key: `teams:${chat.chatId}`, history: () => api.history(chat.chatId), send: (body, clientId) => api.send(chat.chatId, body, clientId) },
      this.deps.outbox,
      { author: this.deps.technician, drafts: this.deps.drafts },
    );
    runInAction(() => {
      this.conversation?.dispose();
      this.chat = chat;
      this.conversation = conversation;
    });
    void conversation.refresh();
  }
}

export const TeamsStoreFactoryToken = token<(pod: FeaturePodContext) => TeamsStore>('features.MSTeamsChats.TeamsStoreFactory');
