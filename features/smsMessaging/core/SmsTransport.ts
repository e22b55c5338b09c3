import type {
  ConversationPageTransport,
  FeaturePodContext,
  LiveMessage,
  LiveMessages,
  LoadedConversations,
  ServerMessage,
} from '@features/api/core';
import type { MessagingConfiguration, SmsApi, SmsChannel, SmsTemplate, TemplateVariable } from './SmsApi';

/** A channel as the page holds it: with the phone check's answer while it is open. */
export interface SmsThread extends SmsChannel {
  /** POST /MessagingPermissions/check-phone-number for the channel's phone (null until known). */
  phoneOptedOut: boolean | null;
}

/** What the page loads besides the channels. */
export interface SmsSetup {
  /** The tenant's default sender (or its first). */
  sender: MessagingConfiguration | null;
  templates: SmsTemplate[];
  variables: TemplateVariable[];
}

const unchecked = (channel: SmsChannel): SmsThread => ({ ...channel, phoneOptedOut: null });

/**
 * SMS over the one conversation page: the ticket's channels (the contact's opens first), opening one to
 * a phone of the contact from the default sender, and opt-out known before typing: the channel's flag,
 * the phone check each time a channel opens, and a live STOP or START reply.
 */
export class SmsTransport implements ConversationPageTransport<SmsThread, SmsSetup, [phone: string]> {
  readonly key = 'sms';
  readonly unchecked: Partial<SmsThread> = { phoneOptedOut: null };

  constructor(
    private readonly api: SmsApi,
    readonly live: LiveMessages,
    private readonly pod: FeaturePodContext,
  ) {}

  get canLoad(): boolean {
    return !!this.pod.ticket && !!this.pod.psaId;
  }

  idOf(channel: SmsThread): string {
    return channel.id;
  }

  async load(): Promise<LoadedConversations<SmsThread, SmsSetup>> {
    const { ticket, psaId, contact } = this.pod;
    if (!ticket || !psaId) throw new Error('Open a ticket to text its contact.');
    const [channels, configurations, templates, variables] = await Promise.all([
      this.api.ticketChannels(psaId, ticket.id),
      this.api.configurations(),
      this.api.templates(),
      this.api.templateVariables(),
    ]);
    const threads = channels.map(unchecked);
    const sender = configurations.find((c) => c.isDefault) ?? configurations[0] ?? null;
    return {
      setup: { sender, templates, variables },
      threads,
      open: threads.find((c) => c.contactId === contact?.id) ?? threads[0] ?? null,
    };
  }

  async start(setup: SmsSetup | null, phone: string): Promise<SmsThread> {
    const { ticket, contact, psaId } = this.pod;
    if (!ticket || !contact || !psaId) throw new Error('Open a ticket with a contact to text them.');
    const request = {
      crmId: psaId,
      ticketId: ticket.id,
      contactId: contact.id,
      phone,
      messagingConfigurationId: setup?.sender?.id ?? null,
    };
    return unchecked(await this.api.openChannel(request));
  }

  history(channel: SmsThread): Promise<ServerMessage[]> {
    return this.api.history(channel.id, false);
  }

  send(channel: SmsThread, body: string, clientId: string): Promise<ServerMessage> {
    return this.api.send(channel.id, body, clientId);
  }

  /** A live message carries the channel's opt-out: a STOP reply turns the composer off at once, START back on. */
  received(channel: SmsThread, message: LiveMessage): SmsThread {
    return message.optedOut === undefined
      ? channel
      : { ...channel, optedOut: message.optedOut, phoneOptedOut: message.optedOut };
  }

  reread(channel: SmsThread): Promise<SmsChannel> {
    return this.api.channel(channel.id);
  }

  async check(channel: SmsThread): Promise<Partial<SmsThread>> {
    return { phoneOptedOut: await this.api.isOptedOut(channel.phone) };
  }
}

/** Why the composer is off, in words the technician can act on; null while the channel may be texted. */
export function optedOutReason(channel: SmsThread): string | null {
  if (!channel.optedOut && channel.phoneOptedOut !== true) return null;
  return `${channel.contactName || 'This contact'} has opted out of SMS at ${channel.phone} (for example by replying STOP). Texts cannot be sent to this number until they reply START.`;
}

/** The values this page knows for the template variables (docs/decisions/088). */
export function templateValues(
  channel: SmsChannel | null,
  pod: FeaturePodContext,
  technician: string,
): Record<string, string | null> {
  const contactName = channel?.contactName || pod.contact?.name || null;
  return {
    contactName,
    contactFirstName: contactName?.split(/\s+/)[0] ?? null,
    ticketNumber: pod.ticket?.number ?? null,
    technicianName: technician,
    companyName: pod.company?.name ?? pod.contact?.companyName ?? null,
  };
}
