import type { ChatMessage, PortalChat } from '../PortalChat';

/** Domain data for tests: a chat and a message with sensible defaults. */
export const ChatMother = {
  chat(overrides: Partial<PortalChat> = {}): PortalChat {
    return {
      id: 'chat-1',
      name: 'Alice Johnson',
      ticketId: '1001',
      ticketLink: '',
      isClosed: false,
      isAnswered: false,
      lastMessage: 'Hello',
      lastMessageAt: null,
      waitingSince: null,
      ...overrides,
    };
  },
  message(overrides: Partial<ChatMessage> = {}): ChatMessage {
    return {
      id: 'm-1',
      chatId: 'chat-1',
      author: 'client',
      authorName: 'Alice Johnson',
      body: 'Hello',
      sentAt: '2026-11-23T10:00:00.000Z',
      attachment: null,
      messageId: null,
      ...overrides,
    };
  },
};
