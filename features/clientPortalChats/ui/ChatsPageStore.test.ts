import { consolePost } from '@tests/support/sandboxClient';
import { chatFromMetadata } from '../core/chatTransitions';
import { ChatMother } from '../core/testing/ChatMother';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import type { ChatFocus } from './ChatsPageStore';
import { openFirstChat, setupChatsPageStores, waitUntil } from './testing/chatsPageStores';

const env = setupChatsPageStores();
const { pageFor } = env;

describe('ChatsPageStore against the sandbox: the list and the live events', () => {
  it("tells the sidebar's count which chat shows, and the client's live messages, not the technicians'", async () => {
    const said: string[] = [];
    const focus: ChatFocus = {
      showing: (chatId) => void said.push(`showing ${chatId}`),
      arrived: (chatId, id) => void said.push(`arrived ${chatId} ${id}`),
    };
    const { store, live } = pageFor({ focus });
    const open = await openFirstChat(store);
    live.emit('onMessage', ChatMother.message({ id: 'from-client', chatId: 'chat-other' }));
    live.emit('onMessage', ChatMother.message({ id: 'from-technician', chatId: open.chatId, author: 'technician' }));
    store.closeOpen();
    store.select(open.chatId);
    store.dispose();
    expect(said).toEqual([
      `showing ${open.chatId}`,
      'arrived chat-other from-client',
      'showing null',
      `showing ${open.chatId}`,
      'showing null',
    ]);
  });

  it("loads the ticket's chats and portals, and follows new chats, messages and closes live", async () => {
    const { store, live } = pageFor();
    const open = await openFirstChat(store);
    expect(live.watched).toEqual([{ psaId: 'acme-cw', ticketId: '1001' }]);
    expect(store.configurations.map((c) => c.name)).toEqual(['Acme client portal', 'Acme VIP portal']);
    expect(open.conversation.messages.map((m) => m.body)).toEqual([
      'Hi, the VPN client says my certificate expired.',
      'Can someone help? I have a meeting at 11.',
    ]);

    live.emit(
      'onMessage',
      ChatMother.message({ id: 'live-1', chatId: open.chatId, body: 'Hello?', sentAt: '2026-11-23T12:00:00.000Z' }),
    );
    expect(open.conversation.messages.at(-1)!.body).toBe('Hello?');
    expect(store.chats[0]!.lastMessage).toBe('Hello?');
    live.emit('onNewChat', chatFromMetadata({ Name: 'Other', Id: 'chat-x', TicketId: '1001', TicketLink: '' }));
    live.emit('onChatClosed', store.chats[0]!.id);
    expect(store.chats.map((c) => [c.id, c.isClosed])).toEqual([
      [store.chats[0]!.id, true],
      ['chat-x', false],
    ]);
  });

  it("a page that leaves aborts its subscription on the way (no socket for StrictMode's first mount); the next mount's stands", async () => {
    const { store, live } = pageFor();
    const first = store.start();
    store.dispose();
    await first;
    const second = store.start();
    await second;
    expect(live.signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    expect(live.subscribers).toBe(1);
    store.dispose();
  });

  it('what happens between the first load and the subscription is read once the subscription is up', async () => {
    let subscribed: () => void = () => undefined;
    const slow = new FakeChatLiveFeed();
    const watch = slow.watch.bind(slow);
    slow.watch = async (ticket, listener) => {
      await new Promise<void>((resolve) => (subscribed = resolve));
      return watch(ticket, listener);
    };
    const { store } = pageFor({ ticketId: '1003', live: slow });
    const starting = store.start();
    await waitUntil(() => store.list.state === 'ready');
    expect(store.chats).toEqual([]);
    // Its events reach no one.
    await consolePost(env.sandbox, '/chats/start', { psaId: 'acme-cw', ticketId: '1003', body: 'Anyone there?' });
    subscribed();
    await starting;
    await waitUntil(() => store.chats.length === 1);
    expect(store.chats[0]).toMatchObject({ name: 'Carol Nguyen', lastMessage: 'Anyone there?' });
  });
});

describe('ChatsPageStore against the sandbox: starting and closing a chat', () => {
  it("start and close failures keep the server's reasons where the technician acted", async () => {
    const { store } = pageFor();
    await store.start();
    expect(await store.startAction.run('portal-acme', 'Hello')).toBeUndefined();
    expect(store.startError).toEqual([
      'The chat could not be started.',
      'ticketId: This ticket already has an open chat.',
    ]);
    store.select(store.chats[0]!.id);
    await consolePost(env.sandbox, `/chats/${store.chats[0]!.id}/close`, {});
    await store.open!.closeAction.run();
    expect(store.open!.closeError).toEqual(['The chat could not be closed.', 'This chat is already closed.']);
  });

  it('a tenant without a portal sees why, from the server', async () => {
    env.signInAs('u-demo');
    const { store } = pageFor({ psaId: 'demo-cw' });
    await store.start();
    expect(store.configurationError).toEqual([
      'No client portal is configured for your company.',
      'Set up the client portal in the admin settings first.',
    ]);
  });

  it('starts a chat and opens it; closes it', async () => {
    const { store } = pageFor({ ticketId: '1003' });
    await store.start();
    const chat = await store.startAction.run('portal-acme', ' Hi Carol ');
    expect(store.open?.chatId).toBe(chat!.id);
    await store.open!.load();
    expect(store.open!.conversation.messages.map((m) => m.body)).toEqual(['Hi Carol']);
    await store.open!.closeAction.run();
    expect(store.openChat!.isClosed).toBe(true);
  });
});
