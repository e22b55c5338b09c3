import { http, HttpResponse } from 'msw';
import { createHttpClient } from '@features/api/adapters';
import { sessionFor, setupSandboxServer } from '@tests/support/sandboxServer';
import { ChatCallRejection, describeAnswer } from '../core/ChatCallRejection';
import { HttpClientPortalChatsApi } from './HttpClientPortalChatsApi';

const { sandbox, server } = setupSandboxServer();
const errors: string[] = [];
let unauthorized = 0;
let token: string | null = null;
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => token,
  onUnauthorized: () => void unauthorized++,
  onError: (m) => errors.push(m),
});
const api = new HttpClientPortalChatsApi(client);

beforeEach(() => {
  errors.length = 0;
  unauthorized = 0;
  token = sessionFor(sandbox).accessToken;
});

async function rejectionOf(promise: Promise<unknown>): Promise<ChatCallRejection> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ChatCallRejection)) throw new Error(`expected a ChatCallRejection, got ${String(error)}`);
  return error;
}

describe('HttpClientPortalChatsApi against the sandbox', () => {
  it("lists a ticket's chats and their messages, oldest first, mapped to the domain", async () => {
    const [chat] = await api.chats({ psaId: 'acme-at', ticketId: '1013' });
    expect(chat).toMatchObject({
      name: 'Alice Johnson',
      ticketId: '1013',
      isClosed: false,
      isAnswered: true,
      lastMessage: 'Done, still nothing.',
    });
    const messages = await api.messages(chat!.id);
    expect(messages.map((m) => [m.author, m.body])).toEqual([
      ['client', 'My laptop will not connect to the office Wi-Fi.'],
      ['technician', 'Could you forget the network and join it again?'],
      ['client', 'Done, still nothing.'],
    ]);
  });

  it('sends a message and gets the local messageId back on the stored message', async () => {
    const [chat] = await api.chats({ psaId: 'acme-cw', ticketId: '1001' });
    const sent = await api.sendMessage({
      chatId: chat!.id,
      message: 'Looking now',
      resourceName: 'Tess Tech',
      messageId: 'local-42',
    });
    expect(sent).toMatchObject({
      chatId: chat!.id,
      author: 'technician',
      authorName: 'Tess Tech',
      body: 'Looking now',
      messageId: 'local-42',
    });
  });

  it('configuration failure: the server answer reaches the caller as data, with its reasons', async () => {
    token = sessionFor(sandbox, 'u-demo').accessToken;
    const error = await rejectionOf(api.configurations());
    expect(error).toMatchObject({
      status: 400,
      answer: { message: 'No client portal is configured for your company.' },
    });
    expect(describeAnswer(error)).toEqual([
      'No client portal is configured for your company.',
      'Set up the client portal in the admin settings first.',
    ]);
  });

  it('creation failure: the reasons the server gave, per field', async () => {
    const error = await rejectionOf(api.startChat('portal-acme', { psaId: 'acme-cw', ticketId: '1001' }, 'Hello'));
    expect(describeAnswer(error)).toEqual([
      'The chat could not be started.',
      'ticketId: This ticket already has an open chat.',
    ]);
  });

  it('starts a chat, closes it (answering its id); closing again is a close failure with data', async () => {
    const chat = await api.startChat('portal-acme', { psaId: 'acme-cw', ticketId: '1003' }, 'Hi Carol');
    expect(chat).toMatchObject({ name: 'Carol Nguyen', isClosed: false });
    expect(await api.closeChat(chat.id)).toBe(chat.id);
    const error = await rejectionOf(api.closeChat(chat.id));
    expect(error.answer).toEqual({
      message: 'The chat could not be closed.',
      errors: ['This chat is already closed.'],
    });
  });

  it('a 401 on those calls still ends the session', async () => {
    token = 'expired';
    await rejectionOf(api.configurations());
    expect(unauthorized).toBe(1);
  });

  it('no answer at all: a rejection with no data and the network message', async () => {
    server.use(http.get('*/api/ClientPortal/configurations', () => HttpResponse.error()));
    const error = await rejectionOf(api.configurations());
    expect(error).toMatchObject({ kind: 'network', answer: null });
    expect(describeAnswer(error)).toEqual(['The server could not be reached. Check your connection and try again.']);
  });

  it('a malformed list is one clear error', async () => {
    server.use(http.get('*/api/ClientPortalChats/crm/:crm/chats', () => HttpResponse.json([{ id: 7 }])));
    await expect(api.chats({ psaId: 'acme-cw', ticketId: '1001' })).rejects.toMatchObject({
      kind: 'malformed',
      message: "The server sent an unexpected answer for the ticket's chats.",
    });
  });

  it('uploads a file as the raw body with its type and name, reports progress, and reads it back', async () => {
    const [chat] = await api.chats({ psaId: 'acme-at', ticketId: '1013' });
    const progress: number[] = [];
    const file = new File(['step 1, step 2'], 'steps.txt', { type: 'text/plain' });
    const message = await api.sendAttachment({ chatId: chat!.id, file, onProgress: (f) => progress.push(f) });
    expect(message.attachment).toEqual({
      id: expect.any(String),
      fileName: 'steps.txt',
      contentType: 'text/plain',
      size: 14,
    });
    expect(progress.at(-1)).toBe(1);
    const blob = await api.attachmentContent(chat!.id, message.attachment!.id);
    expect(await blob.text()).toBe('step 1, step 2');
  });

  it('a cancelled upload sends nothing and rejects as cancelled', async () => {
    const [chat] = await api.chats({ psaId: 'acme-at', ticketId: '1013' });
    const controller = new AbortController();
    controller.abort();
    await expect(
      api.sendAttachment({
        chatId: chat!.id,
        file: new File(['x'], 'x.txt', { type: 'text/plain' }),
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
    expect((await api.messages(chat!.id)).some((m) => m.attachment?.fileName === 'x.txt')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('typing resolves true, even when the server fails', async () => {
    const [chat] = await api.chats({ psaId: 'acme-cw', ticketId: '1001' });
    expect(await api.sendTyping(chat!.id, 'Tess Tech')).toBe(true);
    server.use(
      http.post('*/api/ClientPortalChats/chats/:id/messages/typing', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    expect(await api.sendTyping(chat!.id, 'Tess Tech')).toBe(true);
    expect(errors).toEqual([]);
  });
});
