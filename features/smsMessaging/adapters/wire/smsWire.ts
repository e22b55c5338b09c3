import { array, boolean, number, object, string, type InferType } from 'yup';
import { conversationWires, ticketConversationWireFields, type SendMessageBody } from '@features/api/adapters';

/*
 * SMS Messaging's payloads (spec section 7, Messaging). The spec names the calls but shows no bodies
 * ("messaging channel fields, message template fields: not shown"); these are the ones this product
 * and its sandbox agree on, typed once here over the fields both transports share
 * (adapters/http/wire/conversationWire.ts). The sandbox (features/smsMessaging/sandbox/) imports
 * these types; docs/decisions/085-one-conversation-kit-two-transports.md lists them for people.
 */

/** SMS's names for a message's channel and its text. */
const sms = conversationWires({ conversation: 'channelId', body: 'body' });

/** A messaging channel: one conversation between the tenant's number and one phone, tied to a ticket. */
export const smsChannelWire = object({
  id: string().required(),
  ...ticketConversationWireFields,
  /** The contact's phone this channel texts. */
  phone: string().required(),
  /** True once the phone replied STOP (or was opted out elsewhere): sending is refused. */
  optedOut: boolean().required(),
});
export type SmsChannelWire = InferType<typeof smsChannelWire>;
export const smsChannelListWire = array(smsChannelWire.required()).required();

/** GET /MessagingBoard/checkTicketChannels?crmId&ticketId: does the ticket have any channel. */
export const checkTicketChannelsWire = object({
  hasChannels: boolean().required(),
  count: number().integer().min(0).required(),
});
export type CheckTicketChannelsWire = InferType<typeof checkTicketChannelsWire>;

/** GET /MessagingBoard/checkTicketChannels/v2?crmId&ticketId&contactId: the contact's channel on the ticket, if any. */
export const checkTicketChannelsV2Wire = object({ channel: smsChannelWire.nullable().default(null) });
export type CheckTicketChannelsV2Wire = InferType<typeof checkTicketChannelsV2Wire>;

/** POST /TicketUpdate/crm/{crmId}/tickets/createChannel/v2: opens (or returns the existing) channel to a phone. */
export interface CreateSmsChannelBody {
  ticketId: string;
  contactId: string;
  phone: string;
  /** The messaging configuration (sender number) to text from; the tenant's default when null. */
  messagingConfigurationId: string | null;
}

/** One SMS of a channel's history. */
export const smsMessageWire = sms.message;
export type SmsMessageWire = InferType<typeof smsMessageWire>;
/** A SMS message as the conversation kit reads it. */
export const smsServerMessage = sms.serverMessage;

/** GET /MessagingBoard/channels/{channelId}/channelHistory?userOnly=false&orderDesc=true|false */
export const smsHistoryWire = object({
  items: array(smsMessageWire.required()).required(),
  totalCount: number().integer().min(0).required(),
});
export type SmsHistoryWire = InferType<typeof smsHistoryWire>;

/** POST /MessagingBoard/channels/{channelId}/send; answers the stored message. 409 when opted out. */
export type SendSmsBody = SendMessageBody;

/** GET /MessagingConfigurations and /{id}: the tenant's SMS senders. */
export const messagingConfigurationWire = object({
  id: string().required(),
  name: string().required(),
  senderNumber: string().required(),
  isDefault: boolean().required(),
});
export type MessagingConfigurationWire = InferType<typeof messagingConfigurationWire>;
export const messagingConfigurationListWire = array(messagingConfigurationWire.required()).required();

/** GET /SmsConversations?channelId=: the text templates (for that channel's sender when given). */
export const smsTemplateWire = object({
  id: string().required(),
  name: string().required(),
  /** The text, with variables written {{name}}. */
  text: string().required(),
});
export type SmsTemplateWire = InferType<typeof smsTemplateWire>;
export const smsTemplateListWire = array(smsTemplateWire.required()).required();

/** GET /SmsConversations/smsTextTemplateVariables: the variables templates may use. */
export const smsTemplateVariableWire = object({
  name: string().required(),
  description: string().defined().default(''),
});
export type SmsTemplateVariableWire = InferType<typeof smsTemplateVariableWire>;
export const smsTemplateVariableListWire = array(smsTemplateVariableWire.required()).required();

/** Hub event MessagingSmsToChannel (spec section 9): a message arrived on a channel. The SPA reads it with
 * `core/MessagingSmsToChannel.ts` (same shape); this schema types what the sandbox publishes. */
export const messagingSmsToChannelWire = sms.event({
  /** The channel's opt-out after this message (a STOP reply turns it true). */
  optedOut: boolean().required(),
});
export type MessagingSmsToChannelWire = InferType<typeof messagingSmsToChannelWire>;
