import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { type ConversationOutbox, token, type Drafts, type ConversationTransport, type LiveMessages, fillTemplate, type FeaturePodContext, describeError } from '@features/api/core';
import { AsyncAction, ConversationStore } from '@features/api/ui';
import type { MessagingConfiguration, SmsApi, SmsChannel, SmsTemplate, TemplateVariable } from '../core/SmsApi';

export interface SmsStoreDeps {
  api: SmsApi;
  outbox: ConversationOutbox;
  live: LiveMessages;
  /** The signed-in technician's name. */
  technician: () => string;
  /** Where the message being written is kept until it is sent. */
  drafts?: Drafts;
}

export type SmsLoad = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * SMS Messaging on one ticket: its channels, the open channel's conversation (shared view model),
 * opt-out (known before typing: the channel's flag and the phone check), templates and live replies.
 */
export class SmsStore {
  load: SmsLoad = 'idle';
  error: string | null = null;
  channels: SmsChannel[] = [];
  channelId: string | null = null;
  /** The phone check's answer for the open channel's number (null until known). */
  phoneOptedOut: boolean | null = null;
  templates: SmsTemplate[] = [];
  variables: TemplateVariable[] = [];
  sender: MessagingConfiguration | null = null;
  conversation: ConversationStore | null = null;
  /** Opening a channel to a phone: one request per intended action. */
  readonly opening = new AsyncAction((phone: string) => this.openChannel(phone));

  constructor(
    private readonly deps: SmsStoreDeps,
    readonly pod: FeaturePodContext,
  ) {
    makeObservable<SmsStore, 'setChannel'>(this, {
      load: observable,
      error: observable,
      channels: observableRef,
      channelId: observable,
      phoneOptedOut: observable,
      templates: observableRef,
      variables: observableRef,
      sender: observableRef,
      conversation: observableRef,
      channel: computed,
      optedOut: computed,
      disabledReason: computed,
      setChannel: action,
      applyTemplate: action,
    });
  }

  get channel(): SmsChannel | null {
    return this.channels.find((c) => c.id === this.channelId) ?? null;
  }

  get optedOut(): boolean {
    return !!this.channel && (this.channel.optedOut || this.phoneOptedOut === true);
  }

  /** Why the composer is off, in words the technician can act on. */
  get disabledReason(): string | null {
    const channel = this.channel;
    if (!channel || !this.optedOut) return null;
    return `${channel.contactName || 'This contact'} has opted out of SMS at ${channel.phone} (for example by replying STOP). Texts cannot be sent to this number until they reply START.`;
  }

  /** The phones of the pod's contact (to open a channel to). */
  get contactPhones(): string[] {
    return this.pod.contact?.communicationItems.filter((i) => i.type === 'phone').map((i) => i.value) ?? [];
  }

  /** Loads channels, sender and templates; opens the contact's channel (or the ticket's first). Safe to call again. */
  async start(): Promise<void> {
    const ticket = this.pod.ticket;
    if (this.load === 'loading' || this.load === 'ready' || !ticket || !this.pod.psaId) return;
    runInAction(() => {
      this.load = 'loading';
      this.error = null;
    });
    try {
      const { api } = this.deps;
      const [channels, configurations, templates, variables] = await Promise.all([
        api.ticketChannels(this.pod.psaId, ticket.id),
        api.configurations(),
        api.templates(),
        api.templateVariables(),
      ]);
      runInAction(() => {
        this.channels = channels;
        this.sender = configurations.find((c) => c.isDefault) ?? configurations[0] ?? null;
        this.templates = templates;
        this.variables = variables;
        this.load = 'ready';
      });
      const own = channels.find((c) => c.contactId === this.pod.contact?.id) ?? channels[0];
      if (own) this.selectChannel(own.id);
    } catch (error) {
      runInAction(() => {
        this.load = 'failed';
        this.error = describeError(error);
      });
    }
  }

  /** Try again after a failed load. */
  reload(): Promise<void> {
    runInAction(() => (this.load = 'idle'));
    return this.start();
  }

  /** Subscribes to live replies and reconnects; returns the unsubscribe (the page's effect cleanup). */
  connect(): () => void {
    const stopMessages = this.deps.live.onMessage((message) => {
      const { conversationId, optedOut, ...server } = message;
      runInAction(() => {
        if (optedOut !== undefined) this.channels = this.channels.map((c) => (c.id === conversationId ? { ...c, optedOut } : c));
        if (optedOut !== undefined && conversationId === this.channelId) this.phoneOptedOut = optedOut;
      });
      if (conversationId === this.channelId) this.conversation?.receive(server);
    });
    const stopReconnect = this.deps.live.onReconnected(() => void this.refreshOpenChannel());
    return () => {
      stopMessages();
      stopReconnect();
    };
  }

  selectChannel(channelId: string): void {
    const channel = this.channels.find((c) => c.id === channelId);
    if (!channel) return;
    this.setChannel(channel, new ConversationStore(this.transportFor(channel), this.deps.outbox, { author: this.deps.technician, drafts: this.deps.drafts }));
    void this.conversation?.refresh();
    void this.checkPhone(channel);
  }

  /** Fills the composer with a template, its variables substituted (unknown ones stay visible and are flagged). */
  applyTemplate(templateId: string): void {
    const template = this.templates.find((t) => t.id === templateId);
    if (!template || !this.conversation) return;
    this.conversation.setDraft(fillTemplate(template.text, this.templateValues()).text);
  }

  /** The values this page knows for the template variables. */
  templateValues(): Record<string, string | null> {
    const contactName = this.channel?.contactName || this.pod.contact?.name || null;
    return {
      contactName,
      contactFirstName: contactName?.split(/\s+/)[0] ?? null,
      ticketNumber: this.pod.ticket?.number ?? null,
      technicianName: this.deps.technician(),
      companyName: this.pod.company?.name ?? this.pod.contact?.companyName ?? null,
    };
  }

  /** After a hub reconnect: the history and the channel's opt-out again, so nothing is missed. */
  async refreshOpenChannel(): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    void this.conversation?.refresh();
    try {
      const fresh = await this.deps.api.channel(channel.id);
      runInAction(() => (this.channels = this.channels.map((c) => (c.id === fresh.id ? fresh : c))));
    } catch {
      // The HTTP layer has told the technician; the last known state stays.
    }
  }

  private setChannel(channel: SmsChannel, conversation: ConversationStore): void {
    this.conversation?.dispose();
    this.channelId = channel.id;
    this.phoneOptedOut = null;
    this.conversation = conversation;
  }

  private async checkPhone(channel: SmsChannel): Promise<void> {
    try {
      const optedOut = await this.deps.api.isOptedOut(channel.phone);
      runInAction(() => {
        if (this.channelId === channel.id) this.phoneOptedOut = optedOut;
      });
    } catch {
      // The channel's own flag still applies; the server refuses an opted-out send anyway.
    }
  }

  private async openChannel(phone: string): Promise<void> {
    const ticket = this.pod.ticket;
    const contact = this.pod.contact;
    if (!ticket || !contact || !this.pod.psaId) throw new Error('Open a ticket with a contact to text them.');
    const channel = await this.deps.api.openChannel({ crmId: this.pod.psaId, ticketId: ticket.id, contactId: contact.id, phone, messagingConfigurationId: this.sender?.id ?? null });
    runInAction(() => {
      if (!this.channels.some((c) => c.id === channel.id)) this.channels = [...this.channels, channel];
    });
    this.selectChannel(channel.id);
  }

  private transportFor(channel: SmsChannel): ConversationTransport {
    const { api } = this.deps;
    return {
      key: `sms:${channel.id}`,
      history: () => api.history(channel.id, false),
      send: (body, clientId) => api.send(channel.id, body, clientId),
    };
  }
}

export const SmsStoreFactoryToken = token<(pod: FeaturePodContext) => SmsStore>('features.smsMessaging.SmsStoreFactory');
