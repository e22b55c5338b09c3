import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { messageAttachmentWire } from '@features/api/adapters';

/*
 * The client portal chat payloads (spec section 7, "Client portal"). The spec names the endpoints and
 * a few fields (section 3); the shapes below are the ones this product and its sandbox agree on,
 * typed once here. The README's "Client Portal Chats" decisions list them for people.
 */

/** A chat as GET /ClientPortalChats/crm/{crmId}/chats?ticketId= lists it, and as a start answers it. */
export const chatWire = object({
  id: string().required(),
  name: string().defined(),
  ticketId: string().required(),
  ticketLink: string().defined().default(''),
  isClosed: boolean().required(),
  isAnswered: boolean().required(),
  lastMessage: string().defined().default(''),
  /** When the newest message was written (ISO); null for a chat without one, or a backend that leaves it out. */
  lastMessageAt: string().nullable().default(null),
  /** When the client's first message since the last technician's answer was written (ISO): null when nothing waits. */
  waitingSince: string().nullable().default(null),
});
export type ChatWire = InferType<typeof chatWire>;
export const chatListWire = array(chatWire.required()).required();

/** GET /ClientPortal/configurations: the client portals a chat can be started from. */
export const configurationWire = object({ id: string().required(), name: string().required() });
export type ConfigurationWire = InferType<typeof configurationWire>;
export const configurationListWire = array(configurationWire.required()).required();

/** POST /ClientPortalChats/configurations/{id}/chats body. */
export interface StartChatBody {
  psaId: string;
  ticketId: string;
  /** The technician's first message; the client sees it when they open the portal. */
  message: string;
}

/** A message (GET .../messages lists them oldest first; a send and the live events carry one). */
export const messageWire = object({
  id: string().required(),
  chatId: string().required(),
  /** True when a technician wrote it (NewAdminMessage), false for the client (NewUserMessage). */
  isAdmin: boolean().required(),
  authorName: string().defined(),
  message: string().defined(),
  /** ISO timestamp. */
  createdAt: string().required(),
  attachment: messageAttachmentWire.nullable().default(null),
  /** The local id the technician's app sent it with; null for the client's messages. */
  messageId: string().nullable().default(null),
});
export type MessageWire = InferType<typeof messageWire>;
export const messageListWire = array(messageWire.required()).required();

/** POST /ClientPortalChats/chats/{chatId}/messages body (spec section 3 + the local messageId). */
export interface SendMessageBody {
  message: string;
  chatId: string;
  resourceName: string;
  messageId: string;
}

/** DELETE /ClientPortalChats/chats/{chatId} answer: the closed chat's id. */
export const closedChatWire = object({ id: string().required() });
export type ClosedChatWire = InferType<typeof closedChatWire>;

/** POST .../messages/typing answers true (spec section 4). */
export const typingWire = mixed<true>().oneOf([true]).required();

/** POST .../messages/typing body (spec section 3: chatId plus extra data). */
export interface TypingBody {
  chatId: string;
  resourceName: string;
}

/** GET /ClientPortalChats/get-pusher-settings: spec section 3's key and cluster, plus the host of a self-hosted server. */
export const chatPusherSettingsWire = object({
  key: string().required(),
  cluster: string().required(),
  wsHost: string().optional(),
  wsPort: number().integer().optional(),
  forceTLS: boolean().optional(),
});
export type ChatPusherSettingsWire = InferType<typeof chatPusherSettingsWire>;

/** The private channel carrying one ticket's chat events. */
export function chatChannelName(psaId: string, ticketId: string): string {
  // Pusher channel names take [A-Za-z0-9_\-=@,.;] only.
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_\-=@,.;]/g, '_');
  return `private-portal-chats-${safe(psaId)}-${safe(ticketId)}`;
}

/** Server events on a ticket's chat channel and their payloads. */
export const CHAT_EVENTS = {
  NewAdminMessage: 'NewAdminMessage',
  NewUserMessage: 'NewUserMessage',
  NewChatAvailable: 'NewChatAvailable',
  /** Decision: the client's typing notice ({chatId, name}). */
  ClientTyping: 'ClientTyping',
  /** Decision: a chat was closed (by the client in the portal or another technician) ({id}). */
  ChatClosed: 'ChatClosed',
} as const;

/** NewChatAvailable payload (spec section 3). */
export const newChatWire = object({
  Name: string().defined(),
  Id: string().required(),
  TicketId: string().required(),
  TicketLink: string().defined().default(''),
});
export type NewChatWire = InferType<typeof newChatWire>;

export const clientTypingWire = object({ chatId: string().required(), name: string().defined() });
export type ClientTypingWire = InferType<typeof clientTypingWire>;

/** The chat-channel authorization path (a signed-in technician's channel; see the README decision). */
export const CHAT_CHANNEL_AUTH_PATH = '/ClientPortalChats/authorize-pusher';
