import { chatPlace } from './chatInAddress';
import { ChatMother } from './testing/ChatMother';

const open = ChatMother.chat({ id: 'chat-open' });
const closed = ChatMother.chat({ id: 'chat-closed', isClosed: true });
const chats = [open, closed];
const none = new Set<string>();

describe('the chat the address names', () => {
  it('no chat in the address: the list, nothing to correct', () => {
    expect(chatPlace(null, chats, none)).toEqual({ show: 'list', drop: false });
    expect(chatPlace(null, null, none)).toEqual({ show: 'list', drop: false });
  });

  it('waits for the list before deciding (a reload shows no list first)', () => {
    expect(chatPlace('chat-open', null, none)).toEqual({ show: 'waiting' });
  });

  it('an open chat the list knows opens', () => {
    expect(chatPlace('chat-open', chats, none)).toEqual({ show: 'chat', chatId: 'chat-open' });
  });

  it('an unknown id opens the list and leaves the address', () => {
    expect(chatPlace('chat-gone', chats, none)).toEqual({ show: 'list', drop: true });
    expect(chatPlace('chat-gone', [], new Set(['chat-gone']))).toEqual({ show: 'list', drop: true });
  });

  it('a chat closed elsewhere opens the list, unless it was opened on this page (Back, Forward)', () => {
    expect(chatPlace('chat-closed', chats, none)).toEqual({ show: 'list', drop: true });
    expect(chatPlace('chat-closed', chats, new Set(['chat-closed']))).toEqual({
      show: 'chat',
      chatId: 'chat-closed',
    });
  });
});
