import { token } from '@features/api/core';
import type { ChatMessage, PortalChat, PortalConfiguration } from './PortalChat';

/** Where a chat lives: the PSA (crmId) and its ticket (spec section 3: chat list takes psaId, ticketId). */
export interface TicketRef {
  psaId: string;
  ticketId: string;
}

/** A message the technician sends (spec section 3: message, chatId, resourceName, plus a local messageId). */
export interface OutgoingMessage {
  chatId: string;
  message: string;
  /** The technician's name as the client sees it. */
  resourceName: string;
  /** Made on this device; the server echoes it so the pending message is matched, and ignores a repeat. */
  messageId: string;
}

/** A file on its way up; `file` is what the browser gave (a File). */
export interface OutgoingAttachment {
  chatId: string;
  file: File;
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** The client portal chat endpoints (spec section 7, "Client portal"). */
export interface ClientPortalChatsApi {
  chats(ticket: TicketRef, signal?: AbortSignal): Promise<PortalChat[]>;
  /** Rejects with ChatCallRejection (spec section 8: the server's answer reaches the caller). */
  configurations(): Promise<PortalConfiguration[]>;
  /** Starts a chat on the ticket from a portal configuration; rejects with ChatCallRejection. */
  startChat(configurationId: string, ticket: TicketRef, firstMessage: string): Promise<PortalChat>;
  /** Closes the chat; resolves with the closed chat's id (spec section 4). Rejects with ChatCallRejection. */
  closeChat(chatId: string): Promise<string>;
  messages(chatId: string, signal?: AbortSignal): Promise<ChatMessage[]>;
  /** Resolves with the stored message, carrying the messageId it was sent with. */
  sendMessage(message: OutgoingMessage): Promise<ChatMessage>;
  sendAttachment(attachment: OutgoingAttachment): Promise<ChatMessage>;
  /** The attachment's bytes, for a preview (an object URL) or a download. */
  attachmentContent(chatId: string, attachmentId: string, signal?: AbortSignal): Promise<Blob>;
  /** Tells the client the technician is typing; spec section 4: always resolves true. */
  sendTyping(chatId: string, resourceName: string): Promise<true>;
}

export const ClientPortalChatsApiToken = token<ClientPortalChatsApi>('features.clientPortalChats.ClientPortalChatsApi');
