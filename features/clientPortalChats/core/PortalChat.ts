import type { MessageAttachment } from '@features/api/core';

/**
 * A client-portal chat tied to a ticket (spec section 3: each chat has an id and isClosed; the new-chat
 * metadata adds Name, TicketId and TicketLink; spec section 4 adds isAnswered and the last message).
 */
export interface PortalChat {
  id: string;
  /** The client's name as the portal shows it. */
  name: string;
  ticketId: string;
  /** The ticket in the PSA; empty when unknown. */
  ticketLink: string;
  isClosed: boolean;
  /** True once a technician has written in it. */
  isAnswered: boolean;
  /** The newest message's text (or attachment name), empty for a new chat. */
  lastMessage: string;
  /** When the newest message was written (ISO), null when unknown. */
  lastMessageAt: string | null;
  /**
   * Since when the client has waited (ISO): their first message after the technicians' last one. Null
   * when nothing waits for an answer (or the backend does not say).
   */
  waitingSince: string | null;
}

/** A file sent in a chat, as the server keeps it: the conversation kit's attachment. */
export type ChatAttachment = MessageAttachment;

/**
 * One message of a chat as the API and the live events give it (spec section 3: each message has an id); the open
 * chat reads it as a conversation message (chatServerMessage).
 */
export interface ChatMessage {
  id: string;
  chatId: string;
  /** Technician ("admin") or client ("user"), as the live events NewAdminMessage / NewUserMessage say. */
  author: 'technician' | 'client';
  authorName: string;
  body: string;
  /** ISO timestamp. */
  sentAt: string;
  attachment: ChatAttachment | null;
  /** The technician's local id for a message sent from this app (spec section 3), else null. */
  messageId: string | null;
}

/** A client portal the technician can start a chat from (GET /ClientPortal/configurations). */
export interface PortalConfiguration {
  id: string;
  name: string;
}

/** spec section 3: the NewChatAvailable event's metadata. */
export interface NewChatMetadata {
  Name: string;
  Id: string;
  TicketId: string;
  TicketLink: string;
}
