import fc from 'fast-check';
import { addChat, chatFromMetadata, closeChat, withLastMessage, withLastMessages } from './chatTransitions';
import { ChatMother } from './testing/ChatMother';

describe('chat transitions (spec section 4): closing and adding', () => {
  it('closing sets isClosed on that chat only, and leaves the list it was given alone', () => {
    const chats = [ChatMother.chat({ id: 'a' }), ChatMother.chat({ id: 'b' })];
    const next = closeChat(chats, 'b');
    expect(next.map((c) => [c.id, c.isClosed])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(chats[1]!.isClosed).toBe(false);
  });

  it('closing an unknown chat changes nothing', () => {
    const chats = [ChatMother.chat({ id: 'a' })];
    expect(closeChat(chats, 'zzz')).toEqual(chats);
  });

  it('adding a chat replaces the one with the same id', () => {
    const chats = [ChatMother.chat({ id: 'a', name: 'Old' }), ChatMother.chat({ id: 'b' })];
    const next = addChat(chats, ChatMother.chat({ id: 'a', name: 'New' }));
    expect(next.map((c) => [c.id, c.name])).toEqual([
      ['a', 'New'],
      ['b', 'Alice Johnson'],
    ]);
  });

  it('adding a chat with a new id appends it', () => {
    const next = addChat([ChatMother.chat({ id: 'a' })], ChatMother.chat({ id: 'c' }));
    expect(next.map((c) => c.id)).toEqual(['a', 'c']);
  });
});

describe('chat transitions: new chats and last messages', () => {
  it('NewChatAvailable metadata becomes an open, unanswered chat with an empty last message', () => {
    expect(
      chatFromMetadata({
        Name: 'Carol Nguyen',
        Id: 'chat-7',
        TicketId: '1003',
        TicketLink: 'https://psa.example/t/1003',
      }),
    ).toEqual({
      id: 'chat-7',
      name: 'Carol Nguyen',
      ticketId: '1003',
      ticketLink: 'https://psa.example/t/1003',
      isClosed: false,
      isAnswered: false,
      lastMessage: '',
      lastMessageAt: null,
      waitingSince: null,
    });
  });

  it("a message sets its chat's last message; a technician's also marks it answered", () => {
    const chats = [ChatMother.chat({ id: 'a' }), ChatMother.chat({ id: 'b', lastMessage: 'keep' })];
    const fromClient = withLastMessage(chats, ChatMother.message({ chatId: 'a', body: 'Still broken' }));
    expect(fromClient[0]).toMatchObject({ lastMessage: 'Still broken', isAnswered: false });
    const fromTech = withLastMessage(
      fromClient,
      ChatMother.message({
        chatId: 'a',
        author: 'technician',
        body: '',
        attachment: { id: 'f', fileName: 'steps.pdf', contentType: 'application/pdf', size: 5 },
      }),
    );
    expect(fromTech[0]).toMatchObject({ lastMessage: 'steps.pdf', isAnswered: true });
    expect(fromTech[1]!.lastMessage).toBe('keep');
  });

  it("the client waits from their first message after the technicians' last one, until a technician writes", () => {
    const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const client = (minute: number) => ChatMother.message({ chatId: 'a', sentAt: at(minute) });
    const technician = (minute: number) =>
      ChatMother.message({ chatId: 'a', author: 'technician', sentAt: at(minute) });
    const chats = [ChatMother.chat({ id: 'a' })];
    const asked = withLastMessages(chats, [client(1), client(5)]);
    expect(asked[0]).toMatchObject({ waitingSince: at(1), lastMessageAt: at(5) });
    const answered = withLastMessage(asked, technician(7));
    expect(answered[0]).toMatchObject({ waitingSince: null, lastMessageAt: at(7) });
    expect(withLastMessage(answered, client(9))[0]).toMatchObject({ waitingSince: at(9), lastMessageAt: at(9) });
  });
});

describe('a burst at once ends as the same messages one by one', () => {
  const message = fc.record({
    id: fc.constantFrom('1', '2', '3', '4', '5', '6'),
    chatId: fc.constantFrom('a', 'b', 'z'),
    body: fc.constantFrom('', 'hi', 'again'),
    author: fc.constantFrom('client' as const, 'technician' as const),
    sentAt: fc.constantFrom('2026-11-23T10:00:00.000Z', '2026-11-23T10:05:00.000Z'),
  });
  const toMessage = (m: {
    id: string;
    chatId: string;
    body: string;
    author: 'client' | 'technician';
    sentAt: string;
  }) => ChatMother.message(m);

  it('withLastMessages: the same chats as withLastMessage per message, and the same list when nothing changes', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 30 }), fc.boolean(), (live, answered) => {
        const chats = [
          ChatMother.chat({ id: 'a', isAnswered: answered }),
          ChatMother.chat({ id: 'b', lastMessage: 'keep' }),
        ];
        const updates = live.map(toMessage);
        expect(withLastMessages(chats, updates)).toEqual(updates.reduce(withLastMessage, chats));
      }),
    );
    const chats = [
      ChatMother.chat({
        id: 'a',
        lastMessage: 'same',
        lastMessageAt: '2026-11-23T10:00:00.000Z',
        waitingSince: '2026-11-23T09:00:00.000Z',
      }),
    ];
    expect(
      withLastMessages(chats, [ChatMother.message({ chatId: 'a', body: 'same', sentAt: '2026-11-23T10:00:00.000Z' })]),
    ).toBe(chats);
  });
});
