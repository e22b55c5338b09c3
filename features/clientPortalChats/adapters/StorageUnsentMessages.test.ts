import { StorageLocalValues } from '@adapters/storage/StorageLocalValues';
import { StorageUnsentMessages } from './StorageUnsentMessages';

const message = (messageId: string, chatId = 'chat-1') => ({ messageId, chatId, body: `text ${messageId}`, createdAt: '2026-11-23T10:00:00.000Z' });

describe('unsent messages in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps messages per chat across instances (a reload) and forgets an emptied chat', () => {
    new StorageUnsentMessages(new StorageLocalValues(() => localStorage)).write('chat-1', [message('a'), message('b')]);
    new StorageUnsentMessages(new StorageLocalValues(() => localStorage)).write('chat-2', [message('c', 'chat-2')]);
    const reloaded = new StorageUnsentMessages(new StorageLocalValues(() => localStorage));
    expect(reloaded.read('chat-1').map((m) => m.messageId)).toEqual(['a', 'b']);
    reloaded.write('chat-1', []);
    expect(localStorage.getItem('clientPortalChats.unsent.chat-1')).toBeNull();
    expect(reloaded.read('chat-2')).toHaveLength(1);
  });

  it('drops stored junk instead of showing it', () => {
    localStorage.setItem('clientPortalChats.unsent.chat-1', JSON.stringify([message('ok'), { messageId: 3 }, message('other', 'chat-9'), 'x']));
    expect(new StorageUnsentMessages(new StorageLocalValues(() => localStorage)).read('chat-1').map((m) => m.messageId)).toEqual(['ok']);
    localStorage.setItem('clientPortalChats.unsent.chat-1', '{not json');
    expect(new StorageUnsentMessages(new StorageLocalValues(() => localStorage)).read('chat-1')).toEqual([]);
  });

  it('keeps messages in memory when the browser refuses storage', () => {
    const refused = new StorageUnsentMessages(new StorageLocalValues(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    }));
    refused.write('chat-1', [message('a')]);
    expect(refused.read('chat-1').map((m) => m.messageId)).toEqual(['a']);
  });
});
