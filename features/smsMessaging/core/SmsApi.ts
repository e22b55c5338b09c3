import type { ServerMessage } from '@features/api/core';

/** A messaging channel: the conversation between the tenant's number and one phone, on one ticket. */
export interface SmsChannel {
  id: string;
  crmId: string;
  ticketId: string;
  contactId: string;
  contactName: string;
  phone: string;
  optedOut: boolean;
}

export interface MessagingConfiguration {
  id: string;
  name: string;
  senderNumber: string;
  isDefault: boolean;
}

export interface SmsTemplate {
  id: string;
  name: string;
  /** Variables written {{name}} (core/templates/fillTemplate). */
  text: string;
}

export interface TemplateVariable {
  name: string;
  description: string;
}

/** A channel to open: the ticket and contact, the phone to text and the sender (null: the default one). */
export interface OpenChannelRequest {
  crmId: string;
  ticketId: string;
  contactId: string;
  phone: string;
  messagingConfigurationId: string | null;
}

/** SMS Messaging's calls (spec section 7, Messaging). */
export interface SmsApi {
  /** checkTicketChannels (v1): whether the ticket has any channel. */
  hasChannels(crmId: string, ticketId: string): Promise<boolean>;
  /** checkTicketChannels/v2: the contact's channel on the ticket, or null. */
  contactChannel(crmId: string, ticketId: string, contactId: string): Promise<SmsChannel | null>;
  /** allTicketChannels: every channel of the ticket. */
  ticketChannels(crmId: string, ticketId: string): Promise<SmsChannel[]>;
  channel(channelId: string): Promise<SmsChannel>;
  /** createChannel/v2: opens (or returns the existing) channel to a phone of the contact. */
  openChannel(request: OpenChannelRequest): Promise<SmsChannel>;
  history(channelId: string, orderDesc: boolean): Promise<ServerMessage[]>;
  send(channelId: string, body: string, clientId: string): Promise<ServerMessage>;
  configurations(): Promise<MessagingConfiguration[]>;
  configuration(id: string): Promise<MessagingConfiguration>;
  templates(channelId?: string): Promise<SmsTemplate[]>;
  templateVariables(): Promise<TemplateVariable[]>;
  /** POST /MessagingPermissions/check-phone-number: known before typing, so an opted-out phone is never texted. */
  isOptedOut(phone: string): Promise<boolean>;
}
