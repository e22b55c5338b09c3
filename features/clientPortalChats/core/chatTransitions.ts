import type { ChatMessage, NewChatMetadata, PortalChat } from './PortalChat';

/*
 * The chat transitions of spec section 4, as pure functions over immutable lists (the stores hold
 * the lists; these decide what the next list is). A chat's messages follow the conversation kit's
 * history transitions (core/conversation/conversationHistory.ts).
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
    lastMessageAt: null,
    waitingSince: null,
  };
}

/** What a chat in the list shows after a message arrived in it. */
export function withLastMessage(chats: readonly PortalChat[], message: ChatMessage): PortalChat[] {
  return withLastMessages(chats, [message]);
}

/**
 * What the chats show after a burst of messages, as `withLastMessage` one after the other would leave
 * them: each chat's last line and its time are its newest message's of the burst; a technician's message
 * marks the chat answered and ends the client's wait, a client's starts it (unless it runs already). A
 * chat that does not change keeps its object, and the list keeps its identity when none changes (nothing
 * re-renders).
 */
export function withLastMessages(chats: readonly PortalChat[], messages: readonly ChatMessage[]): PortalChat[] {
  const byChat = new Map<string, ChatMessage[]>();
  for (const message of messages) {
    const burst = byChat.get(message.chatId);
    if (burst) burst.push(message);
    else byChat.set(message.chatId, [message]);
  }
  let changed = false;
  const next = chats.map((chat) => {
    const burst = byChat.get(chat.id);
    if (!burst) return chat;
    const updated = burst.reduce(afterMessage, chat);
    if (sameSummary(updated, chat)) return chat;
    changed = true;
    return updated;
  });
  return changed ? next : (chats as PortalChat[]);
}

/** A chat's summary after one more message. */
function afterMessage(chat: PortalChat, message: ChatMessage): PortalChat {
  const technician = message.author === 'technician';
  return {
    ...chat,
    lastMessage: message.body || message.attachment?.fileName || '',
    lastMessageAt: message.sentAt,
    isAnswered: chat.isAnswered || technician,
    waitingSince: technician ? null : (chat.waitingSince ?? message.sentAt),
  };
}

function sameSummary(a: PortalChat, b: PortalChat): boolean {
  return (
    a.lastMessage === b.lastMessage &&
    a.lastMessageAt === b.lastMessageAt &&
    a.isAnswered === b.isAnswered &&
    a.waitingSince === b.waitingSince
  );
}
