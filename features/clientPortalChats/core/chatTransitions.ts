import type { ChatMessage, NewChatMetadata, PortalChat } from './PortalChat';

/*
 * The chat transitions of spec section 4, as pure functions over immutable lists (the stores hold
 * the lists; these decide what the next list is).
 */

/** Closing sets isClosed true on the chat with that id; other chats are untouched. */
export function closeChat(chats: readonly PortalChat[], chatId: string): PortalChat[] {
  return chats.map((chat) => (chat.id === chatId ? { ...chat, isClosed: true } : chat));
}

/** Adding a chat replaces the one with the same id, or appends it. */
export function addChat(chats: readonly PortalChat[], chat: PortalChat): PortalChat[] {
  const index = chats.findIndex((c) => c.id === chat.id);
  if (index === -1) return [...chats, chat];
  return chats.map((c, i) => (i === index ? chat : c));
}

/**
 * A message update replaces the message with the same id. A message not yet in the list (a live
 * event for a message this page has not loaded) is appended, so nothing the server sent is lost.
 */
export function updateMessage(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const index = messages.findIndex((m) => m.id === message.id);
  if (index === -1) return [...messages, message];
  return messages.map((m, i) => (i === index ? message : m));
}

/** spec section 3: the new-chat metadata becomes a chat, open, unanswered, with no last message. */
export function chatFromMetadata(metadata: NewChatMetadata): PortalChat {
  return {
    id: metadata.Id,
    name: metadata.Name,
    ticketId: metadata.TicketId,
    ticketLink: metadata.TicketLink,
    isClosed: false,
    isAnswered: false,
    lastMessage: '',
  };
}

/** What a chat in the list shows after a message arrived in it. */
export function withLastMessage(chats: readonly PortalChat[], message: ChatMessage): PortalChat[] {
  const text = message.body || message.attachment?.fileName || '';
  return chats.map((chat) =>
    chat.id === message.chatId ? { ...chat, lastMessage: text, isAnswered: chat.isAnswered || message.author === 'technician' } : chat,
  );
}
