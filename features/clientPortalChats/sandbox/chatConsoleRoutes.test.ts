/** @jest-environment node */
import { type RecordingRealtime } from '@features/api/sandbox';
import { createSandbox } from '@sandbox/contract/createSandboxApp';
import { chatChannelName } from '../adapters/wire/chatWire';

const consoleCall = (path: string, init: RequestInit = {}) => new Request(`http://sandbox.test/__sandbox${path}`, init);
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('sandbox console: the client in the portal', () => {
  it('starts a chat on a ticket: NewChatAvailable then NewUserMessage on its channel', async () => {
    const sandbox = createSandbox();
    const response = await sandbox.fetch(
      consoleCall('/chats/start', json({ psaId: 'acme-halo', ticketId: '1024', body: 'Printer jam' })),
    );
    expect(response.status).toBe(200);
    const { chat } = (await response.json()) as { chat: { id: string } };
    const sent = (sandbox.state.realtime as RecordingRealtime).sent;
    expect(sent.map((e) => [e.to, e.name])).toEqual([
      [chatChannelName('acme-halo', '1024'), 'NewChatAvailable'],
      [chatChannelName('acme-halo', '1024'), 'NewUserMessage'],
    ]);
    expect(sent[1]!.payload).toMatchObject({
      chatId: chat.id,
      isAdmin: false,
      message: 'Printer jam',
      authorName: 'Bob Martinez',
    });
    const again = await sandbox.fetch(
      consoleCall('/chats/start', json({ psaId: 'acme-halo', ticketId: '1024', body: 'Again' })),
    );
    expect(again.status).toBe(409);
  });

  it("the console page's start form names the ticket in one field and comes back to the console", async () => {
    const sandbox = createSandbox();
    const form = new URLSearchParams({ ticket: 'acme-at|1014', body: 'Hello from the form', viaForm: '1' });
    const response = await sandbox.fetch(
      consoleCall('/chats/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
    );
    expect(response.status).toBe(303);
    const sent = (sandbox.state.realtime as RecordingRealtime).sent;
    expect(sent.map((e) => [e.to, e.name])).toEqual([
      [chatChannelName('acme-at', '1014'), 'NewChatAvailable'],
      [chatChannelName('acme-at', '1014'), 'NewUserMessage'],
    ]);
  });

  it('writes, types and closes as the client; the JSON view lists chats with their messages', async () => {
    const sandbox = createSandbox();
    const chats = async () =>
      (await (await sandbox.fetch(consoleCall('/chats'))).json()) as Array<{
        id: string;
        ticketId: string;
        isClosed: boolean;
        messages: Array<{ message: string }>;
      }>;
    const chat = (await chats()).find((c) => c.ticketId === '1001')!;
    expect(
      (await sandbox.fetch(consoleCall(`/chats/${chat.id}/client-message`, json({ body: 'Anyone?' })))).status,
    ).toBe(200);
    expect((await sandbox.fetch(consoleCall(`/chats/${chat.id}/typing`, json({})))).status).toBe(200);
    expect((await sandbox.fetch(consoleCall(`/chats/${chat.id}/close`, json({})))).status).toBe(200);
    const sent = (sandbox.state.realtime as RecordingRealtime).sent.map((e) => e.name);
    expect(sent).toEqual(['NewUserMessage', 'ClientTyping', 'ChatClosed']);
    const after = (await chats()).find((c) => c.id === chat.id)!;
    expect(after.isClosed).toBe(true);
    expect(after.messages.at(-1)!.message).toBe('Anyone?');
    expect(
      await (await sandbox.fetch(consoleCall(`/chats/${chat.id}/client-message`, json({ body: 'late' })))).json(),
    ).toEqual({ message: 'This chat is closed.' });
  });

  it('attaches a file from a form, and a plain form comes back to the console', async () => {
    const sandbox = createSandbox();
    const chat = (
      (await (await sandbox.fetch(consoleCall('/chats'))).json()) as Array<{ id: string; ticketId: string }>
    ).find((c) => c.ticketId === '1001')!;
    const form = new FormData();
    form.set('file', new File([new Uint8Array([137, 80, 78, 71])], 'screen.png', { type: 'image/png' }));
    form.set('viaForm', '1');
    const response = await sandbox.fetch(consoleCall(`/chats/${chat.id}/attachment`, { method: 'POST', body: form }));
    expect(response.status).toBe(303);
    expect((sandbox.state.realtime as RecordingRealtime).sent.at(-1)).toMatchObject({
      name: 'NewUserMessage',
      payload: { attachment: { fileName: 'screen.png', contentType: 'image/png', size: 4 } },
    });
  });

  it('the console page has the Client portal section and the drop switch answers a count', async () => {
    const sandbox = createSandbox();
    const page = await (await sandbox.fetch(consoleCall(''))).text();
    expect(page).toContain('<h2>Client portal</h2>');
    expect(page).toContain('Start a chat as the client');
    expect(await (await sandbox.fetch(consoleCall('/chats/drop-realtime', json({})))).json()).toEqual({ dropped: 0 });
  });
});
