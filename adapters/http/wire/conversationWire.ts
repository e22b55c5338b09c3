import { mixed, string } from 'yup';

/*
 * What SMS channels and Teams chats share on the wire (docs/decisions/085): the ticket a conversation is
 * tied to, and the fields of a message in a history, a send's answer or a hub event. Each transport
 * adds its own names for the conversation's id and the text (`channelId` and `body`, `chatId` and
 * `message`) in its feature's wire module.
 */

export const MESSAGE_DIRECTIONS = ['outbound', 'inbound'] as const;
const direction = () => mixed<(typeof MESSAGE_DIRECTIONS)[number]>().oneOf(MESSAGE_DIRECTIONS);

/** A conversation's ticket and contact. */
export const ticketConversationWireFields = {
  /** The PSA's id (psaId). */
  crmId: string().required(),
  ticketId: string().required(),
  contactId: string().required(),
  contactName: string().defined().default(''),
  /** ISO timestamp. */
  createdAt: string().required(),
};

/** One message of a history, or a send's answer. */
export const conversationMessageWireFields = {
  id: string().required(),
  direction: direction().required(),
  /** Who wrote it: the technician's or the contact's name. */
  from: string().defined().default(''),
  /** ISO timestamp. */
  date: string().required(),
  /** The local id the send carried (null for replies and old messages); a retry with it is stored once. */
  clientId: string().nullable().default(null),
};

/** A message pushed by the hub: absent direction means the contact wrote it. */
export const messageEventWireFields = {
  id: string().required(),
  date: string().required(),
  direction: direction().default('inbound'),
  from: string().defined().default(''),
};

/** The body of a send on either transport (spec: `{message}`; `clientId` added so a retry is stored once). */
export interface SendMessageBody {
  message: string;
  clientId: string;
}
