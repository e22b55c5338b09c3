import { mixed, number, object, string, type InferType, type ObjectShape } from 'yup';
import type { ServerMessage } from '@core/conversation/ConversationMessage';

/*
 * What SMS channels and Teams chats share on the wire (docs/decisions/085): the ticket a conversation is
 * tied to, and the fields of a message in a history, a send's answer or a hub event. Each transport
 * gives its own names to the conversation's id and the text (`channelId` and `body`, `chatId` and
 * `message`) in its feature's wire module. A file sent as a message (portal chats) is one shape too.
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

/** A message's shared fields once read (each transport adds its conversation's id and its text). */
type SharedMessageWire = {
  [K in keyof typeof conversationMessageWireFields]: InferType<(typeof conversationMessageWireFields)[K]>;
};

/**
 * A message pushed by the hub: absent direction means the contact wrote it. The conversation's PSA and ticket
 * come along, so a pod counts the contact's messages to its own ticket while the conversation is not on screen.
 */
export const messageEventWireFields = {
  id: string().required(),
  date: string().required(),
  direction: direction().default('inbound'),
  from: string().defined().default(''),
  crmId: string().optional(),
  ticketId: string().optional(),
};

/** The names a transport gives a message's conversation and its text (SMS: channelId, body; Teams: chatId, message). */
export interface ConversationWireNames<C extends string, B extends string> {
  conversation: C;
  body: B;
}

const conversationIdField = () => string().required();
const textField = () => string().defined();

type NamedFields<C extends string, B extends string> = Record<C, ReturnType<typeof conversationIdField>> &
  Record<B, ReturnType<typeof textField>>;

function namedFields<C extends string, B extends string>(names: ConversationWireNames<C, B>): NamedFields<C, B> {
  return { [names.conversation]: conversationIdField(), [names.body]: textField() } as NamedFields<C, B>;
}

/**
 * A transport's message wires under its own names: `message` in a history or a send's answer, `event(own)` a
 * hub event of one message (what the sandbox publishes) with the transport's own fields, and `serverMessage`
 * reading a message for the conversation kit.
 */
export function conversationWires<C extends string, B extends string>(names: ConversationWireNames<C, B>) {
  const message = object({ ...conversationMessageWireFields, ...namedFields(names) });
  return {
    message,
    event: <F extends ObjectShape>(own: F) => object({ ...messageEventWireFields, ...namedFields(names), ...own }),
    /** A message as the conversation kit reads it: the text from the transport's name, the writer as its author. */
    serverMessage: (wire: SharedMessageWire & Record<B, string>): ServerMessage => ({
      id: wire.id,
      direction: wire.direction,
      body: wire[names.body],
      date: wire.date,
      author: wire.from,
      clientId: wire.clientId,
    }),
  };
}

/** A file sent as a message (portal chats), as the server keeps it; its bytes are read apart. */
export const messageAttachmentWire = object({
  id: string().required(),
  fileName: string().required(),
  contentType: string().required(),
  /** Bytes. */
  size: number().integer().required().min(0),
});

/** The body of a send on either transport (spec: `{message}`; `clientId` added so a retry is stored once). */
export interface SendMessageBody {
  message: string;
  clientId: string;
}
