import type { ConversationTransport, ServerMessage } from '@features/api/core';
import type { ClientPortalChatsApi } from './ClientPortalChatsApi';
import type { ChatMessage } from './PortalChat';

/** A chat's key in the conversation outbox and the drafts (`conversation:` + it), beside SMS's `sms:<id>`. */
export function chatConversationKey(chatId: string): string {
  return `clientPortalChats:${chatId}`;
}

/**
 * A portal chat's message as the conversation kit reads it: the technicians' are ours (outbound), the client's
 * theirs; the local messageId a send carried is the kit's clientId; a file goes along as the message's attachment.
 */
export function chatServerMessage(message: ChatMessage): ServerMessage {
  const technician = message.author === 'technician';
  return {
    id: message.id,
    direction: technician ? 'outbound' : 'inbound',
    body: message.body,
    date: message.sentAt,
    author: message.authorName || (technician ? 'Technician' : 'Client'),
    clientId: message.messageId,
    attachment: message.attachment,
  };
}

export interface ChatTransportOptions {
  /** The technician's name as the client sees it (spec section 3: resourceName). */
  resourceName(): string;
  /** Aborted when the chat closes on screen: a history on its way is dropped. */
  signal?: AbortSignal;
  /** A send starts (the typing notice begins a new bout after it). */
  sending?(): void;
  /** The server stored a send (the chat list's last line follows it). */
  sent?(message: ChatMessage): void;
}

/** One portal chat on the conversation kit's transport port: its history and its sends (idempotent by messageId). */
export function chatTransport(
  api: ClientPortalChatsApi,
  chatId: string,
  options: ChatTransportOptions,
): ConversationTransport {
  return {
    key: chatConversationKey(chatId),
    history: async () => (await api.messages(chatId, options.signal)).map(chatServerMessage),
    send: async (body, clientId) => {
      options.sending?.();
      const sent = await api.sendMessage({
        chatId,
        message: body,
        resourceName: options.resourceName(),
        messageId: clientId,
      });
      options.sent?.(sent);
      return chatServerMessage(sent);
    },
  };
}
