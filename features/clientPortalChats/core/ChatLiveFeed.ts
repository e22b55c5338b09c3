import { token } from '@features/api/core';
import type { TicketRef } from './ClientPortalChatsApi';
import type { ChatMessage, PortalChat } from './PortalChat';

/** What the chat page hears about a ticket's chats, already validated (a malformed event never arrives). */
export interface ChatLiveListener {
  /** NewAdminMessage or NewUserMessage: a message written in one of the ticket's chats. */
  onMessage(message: ChatMessage): void;
  /** NewChatAvailable, mapped by chatFromMetadata. */
  onNewChat(chat: PortalChat): void;
  /** A chat was closed elsewhere (the client in the portal, another technician). */
  onChatClosed(chatId: string): void;
  /** The client is typing in a chat. */
  onClientTyping(notice: { chatId: string; name: string }): void;
  /** The connection came back after a drop: events may have been missed, refetch what is open. */
  onReconnected(): void;
}

/** One ticket's live subscription. */
export interface ChatLiveSubscription {
  /** Stops the events; safe to call twice. */
  unsubscribe(): void;
}

/**
 * The chat page's narrow view of the realtime channel service (spec section 7: NewAdminMessage,
 * NewUserMessage, NewChatAvailable). Resolves once the ticket's events flow; rejects when the
 * service refused (the page then works without live updates and says so). `signal` is the caller
 * leaving: an aborted watch opens no socket after the abort, closes one it opened, and rejects.
 */
export interface ChatLiveFeed {
  watch(ticket: TicketRef, listener: ChatLiveListener, signal?: AbortSignal): Promise<ChatLiveSubscription>;
}

export const ChatLiveFeedToken = token<ChatLiveFeed>('features.clientPortalChats.ChatLiveFeed');
