import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import { http, HttpResponse } from 'msw';
import { consolePost } from '@tests/support/sandboxClient';
import { toMessage } from '../adapters/HttpClientPortalChatsApi';
import type { MessageWire } from '../adapters/wire/chatWire';
import { FakeChatLiveFeed } from '../core/testing/FakeChatLiveFeed';
import { openFirstChat, setupChatsPageStores, waitUntil } from './testing/chatsPageStores';

const env = setupChatsPageStores();
const { pageFor } = env;

/** Writes the text in the chat's composer and sends it. */
function send(open: Awaited<ReturnType<typeof openFirstChat>>, text: string) {
  open.conversation.setDraft(text);
  return open.conversation.sending.run();
}

describe("an open portal chat's messages: the conversation kit's model", () => {
  it('a sent message is pending, then matched by its local messageId, once even when the live event comes first', async () => {
    const { store, live } = pageFor();
    const open = await openFirstChat(store);
    // The server publishes the message before its answer reaches the app: the live event comes first.
    env.server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages', async ({ request }) => {
        const answer = await env.sandbox.fetch(request);
        const stored = (await answer.clone().json()) as MessageWire;
        expect(open.conversation.unsent).toMatchObject([{ body: 'On it', state: 'pending', id: stored.messageId }]);
        live.emit('onMessage', toMessage(stored));
        expect(open.conversation.unsent).toEqual([]);
        return answer;
      }),
    );
    const sending = send(open, '  On it  ');
    expect(open.conversation.unsent).toMatchObject([{ body: 'On it', state: 'pending' }]);
    // The list's last line changes once the POST's answer is applied.
    await waitUntil(() => store.chats[0]!.lastMessage === 'On it');
    await sending;
    expect(open.conversation.messages.filter((m) => m.body === 'On it')).toHaveLength(1);
    expect(store.chats[0]!).toMatchObject({ lastMessage: 'On it', isAnswered: true });
  });

  it('a failed message is kept, marked, stored for the chat, survives a reload and is sent once on Retry', async () => {
    env.server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages', () =>
        HttpResponse.json({ message: 'The portal is not answering.' }, { status: 503 }),
      ),
    );
    const first = pageFor();
    const open = await openFirstChat(first.store);
    await send(open, 'Please restart the laptop');
    expect(open.conversation.unsent).toMatchObject([
      { body: 'Please restart the laptop', state: 'failed', error: 'The portal is not answering.' },
    ]);
    first.store.dispose();
    env.server.resetHandlers();

    const reloaded = pageFor();
    const again = await openFirstChat(reloaded.store);
    expect(again.conversation.unsent).toMatchObject([{ body: 'Please restart the laptop', state: 'failed' }]);
    const localId = again.conversation.unsent[0]!.id;
    const retried = again.conversation.retry(localId);
    void again.conversation.retry(localId); // a second click while sending sends nothing more
    await retried;
    expect(again.conversation.unsent).toEqual([]);
    expect(again.conversation.messages.filter((m) => m.body === 'Please restart the laptop')).toHaveLength(1);
    expect(new LocalConversationOutbox(localStorage).read(`clientPortalChats:${again.chatId}`)).toEqual([]);
  });

  it('a failed message can be discarded; one being sent cannot', async () => {
    env.server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const open = await openFirstChat(pageFor().store);
    await send(open, 'Never mind');
    const sending = send(open, 'Sent after all');
    const [failed, pending] = open.conversation.unsent;
    open.conversation.discard(pending!.id);
    open.conversation.discard(failed!.id);
    expect(open.conversation.unsent.map((m) => m.body)).toEqual(['Sent after all']);
    await sending;
    expect(open.conversation.messages.map((m) => m.body)).toContain('Sent after all');
    expect(open.conversation.messages.map((m) => m.body)).not.toContain('Never mind');
  });

  it('after a reconnect the open chat refetches: messages sent while the socket was down appear', async () => {
    const { store, live } = pageFor();
    const open = await openFirstChat(store);
    for (const body of ['one', 'two', 'three'])
      await consolePost(env.sandbox, `/chats/${open.chatId}/client-message`, { body });
    expect(open.conversation.messages.map((m) => m.body)).not.toContain('one');
    live.emit('onReconnected');
    await waitUntil(() => open.conversation.messages.length === 5);
    expect(open.conversation.messages.slice(-3).map((m) => m.body)).toEqual(['one', 'two', 'three']);
  });
});

describe("an open portal chat's additions: files and typing", () => {
  it('attachments: refused before upload by the check; sent with progress; a cancelled one sends nothing', async () => {
    const { store } = pageFor();
    const open = await openFirstChat(store);
    const { attachment } = open;
    await attachment.action.run(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(attachment.error).toMatch(/^logo.svg cannot be sent/);
    await attachment.action.run(new File(['PNG'], 'screen.png', { type: 'image/png' }));
    expect(attachment.error).toBeNull();
    expect(open.conversation.messages.at(-1)!.attachment).toMatchObject({
      fileName: 'screen.png',
      contentType: 'image/png',
    });
    const uploading = attachment.action.run(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    attachment.cancel();
    await uploading;
    expect(attachment.error).toBe('notes.txt was not sent.');
    expect(open.conversation.messages.some((m) => m.attachment?.fileName === 'notes.txt')).toBe(false);
  });

  it('typing notices go out at most once per interval while typing', async () => {
    let now = 0;
    const sent = jest.spyOn(env.api, 'sendTyping');
    const { store } = pageFor({ live: new FakeChatLiveFeed(), now: () => now });
    const open = await openFirstChat(store);
    for (now = 0; now < 7000; now += 500) open.typing();
    expect(sent.mock.calls).toEqual([
      [open.chatId, 'Tess Tech'],
      [open.chatId, 'Tess Tech'],
      [open.chatId, 'Tess Tech'],
    ]);
    sent.mockRestore();
  });
});
