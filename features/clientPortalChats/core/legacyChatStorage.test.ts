import type { ConversationMessage, ConversationOutbox, Drafts, LocalValues } from '@features/api/core';
import { moveLegacyChatStorage } from './legacyChatStorage';

/** The three ports over one map, as the browser's storage would hold them. */
function storage() {
  const values = new Map<string, string>();
  const legacy: LocalValues = {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void (value === null ? values.delete(key) : values.set(key, value)),
  };
  const drafts: Drafts = {
    read: (key) => values.get(`draft.${key}`) ?? null,
    write: (key, text) => void (text ? values.set(`draft.${key}`, text) : values.delete(`draft.${key}`)),
    countStartingWith: () => 0,
  };
  const outbox: ConversationOutbox = {
    read: (key) => JSON.parse(values.get(`outbox.${key}`) ?? '[]') as ConversationMessage[],
    write: (key, messages) => void values.set(`outbox.${key}`, JSON.stringify(messages)),
    unsentCount: () => 0,
  };
  return { values, legacy, drafts, outbox };
}

const earlier = (messageId: string, chatId = 'chat-1') => ({
  messageId,
  chatId,
  body: `text ${messageId}`,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('what earlier versions kept for a portal chat moves where every conversation keeps it', () => {
  it("unsent messages move into the chat's outbox, failed, dropping junk and other chats' messages, once", () => {
    const kept = storage();
    kept.values.set(
      'clientPortalChats.unsent.chat-1',
      JSON.stringify([earlier('ok'), { messageId: 3 }, earlier('other', 'chat-9'), 'x']),
    );
    moveLegacyChatStorage('chat-1', kept);
    moveLegacyChatStorage('chat-1', kept);
    expect(kept.outbox.read('clientPortalChats:chat-1')).toEqual([
      {
        id: 'ok',
        direction: 'outbound',
        body: 'text ok',
        date: '2026-11-23T10:00:00.000Z',
        author: '',
        state: 'failed',
      },
    ]);
    expect(kept.values.has('clientPortalChats.unsent.chat-1')).toBe(false);
    kept.values.set('clientPortalChats.unsent.chat-2', '{not json');
    moveLegacyChatStorage('chat-2', kept);
    expect(kept.outbox.read('clientPortalChats:chat-2')).toEqual([]);
  });

  it("the draft moves under the conversations' prefix, unless one is already there", () => {
    const kept = storage();
    kept.drafts.write('clientPortalChats:chat-1', 'Half-written');
    moveLegacyChatStorage('chat-1', kept);
    expect(kept.drafts.read('conversation:clientPortalChats:chat-1')).toBe('Half-written');
    expect(kept.drafts.read('clientPortalChats:chat-1')).toBeNull();
    kept.drafts.write('clientPortalChats:chat-1', 'Older');
    moveLegacyChatStorage('chat-1', kept);
    expect(kept.drafts.read('conversation:clientPortalChats:chat-1')).toBe('Half-written');
  });
});
