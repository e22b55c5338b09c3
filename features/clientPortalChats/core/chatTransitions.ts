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
  return updateMessages(messages, [message]);
}

/**
 * A burst of message updates at once, as `updateMessage` one after the other would leave the list, in
 * one pass (one at a time, 1,000 live messages in a second copied and searched the whole list per message).
 */
export function updateMessages(messages: readonly ChatMessage[], updates: readonly ChatMessage[]): ChatMessage[] {
  const next = [...messages];
  const positions = new Map<string, number>();
  messages.forEach((m, i) => positions.has(m.id) || positions.set(m.id, i)); // the first of an id, as findIndex
  for (const message of updates) {
    const index = positions.get(message.id);
    if (index === undefined) positions.set(message.id, next.push(message) - 1);
    else next[index] = message;
  }
  return next;
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
