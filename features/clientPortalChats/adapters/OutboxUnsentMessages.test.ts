import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import { StorageLocalValues } from '@adapters/storage/StorageLocalValues';
import { OutboxUnsentMessages } from './OutboxUnsentMessages';

const message = (messageId: string, chatId = 'chat-1') => ({
  messageId,
  chatId,
  body: `text ${messageId}`,
  createdAt: '2026-11-23T10:00:00.000Z',
});
const unsentMessages = () =>
  new OutboxUnsentMessages(new LocalConversationOutbox(localStorage), new StorageLocalValues(() => localStorage));

describe("a portal chat's unsent messages in the conversation outbox", () => {
  beforeEach(() => localStorage.clear());

  it('keeps messages per chat across instances (a reload), counted with every conversation, and forgets an emptied chat', () => {
    unsentMessages().write('chat-1', [message('a'), message('b')]);
    unsentMessages().write('chat-2', [message('c', 'chat-2')]);
    const reloaded = unsentMessages();
    expect(reloaded.read('chat-1')).toEqual([message('a'), message('b')]);
    expect(new LocalConversationOutbox(localStorage).unsentCount()).toBe(3);
    reloaded.write('chat-1', []);
    expect(localStorage.getItem('conversationOutbox:clientPortalChats:chat-1')).toBeNull();
    expect(reloaded.read('chat-2')).toHaveLength(1);
  });

  it('moves what an earlier version kept under clientPortalChats.unsent.<chatId> into the outbox, dropping junk', () => {
    localStorage.setItem(
      'clientPortalChats.unsent.chat-1',
      JSON.stringify([message('ok'), { messageId: 3 }, message('other', 'chat-9'), 'x']),
    );
    expect(
      unsentMessages()
        .read('chat-1')
        .map((m) => m.messageId),
    ).toEqual(['ok']);
    expect(localStorage.getItem('clientPortalChats.unsent.chat-1')).toBeNull();
    expect(
      unsentMessages()
        .read('chat-1')
        .map((m) => m.messageId),
    ).toEqual(['ok']);
    localStorage.setItem('clientPortalChats.unsent.chat-2', '{not json');
    expect(unsentMessages().read('chat-2')).toEqual([]);
  });
});
