import type { ConversationMessage } from '@core/conversation/ConversationMessage';
import { LocalConversationOutbox, OUTBOX_KEY_PREFIX } from './LocalConversationOutbox';

const message: ConversationMessage = {
  id: 'local-1',
  direction: 'outbound',
  body: 'Hi',
  date: '2026-11-23T09:00:00.000Z',
  author: 'Tess Tech',
  state: 'failed',
  error: 'down',
};

describe('LocalConversationOutbox', () => {
  beforeEach(() => localStorage.clear());

  it('keeps messages per conversation key and forgets a key written empty', () => {
    const outbox = new LocalConversationOutbox(localStorage);
    outbox.write('sms:a', [message]);
    expect(new LocalConversationOutbox(localStorage).read('sms:a')).toEqual([message]);
    expect(outbox.read('sms:b')).toEqual([]);
    outbox.write('sms:a', []);
    expect(localStorage.getItem(`${OUTBOX_KEY_PREFIX}sms:a`)).toBeNull();
  });

  it('skips damaged entries and unreadable JSON', () => {
    localStorage.setItem(
      `${OUTBOX_KEY_PREFIX}sms:a`,
      JSON.stringify([message, { id: 3 }, null, { ...message, state: 'weird' }]),
    );
    localStorage.setItem(`${OUTBOX_KEY_PREFIX}sms:b`, '{not json');
    const outbox = new LocalConversationOutbox(localStorage);
    expect(outbox.read('sms:a')).toEqual([message]);
    expect(outbox.read('sms:b')).toEqual([]);
  });

  it('counts the messages waiting in every conversation, the readable ones only', () => {
    const outbox = new LocalConversationOutbox(localStorage);
    expect(outbox.unsentCount()).toBe(0);
    outbox.write('sms:a', [message, { ...message, id: 'local-2', state: 'pending' }]);
    outbox.write('clientPortalChats:c1', [{ ...message, id: 'local-3' }]);
    localStorage.setItem(`${OUTBOX_KEY_PREFIX}teams:x`, '{not json');
    localStorage.setItem('draft.conversation:sms:a', 'not a message');
    expect(outbox.unsentCount()).toBe(3);
  });
});
