import { Hono, type Context } from 'hono';
import { type SandboxState, errorBody, type SandboxEnv, burstOptions, spreadOver } from '@features/api/sandbox';
import type { ClosedChatWire } from '../adapters/wire/chatWire';
import { checkUpload } from './chatUploads';
import { CHAT_PSA_TYPES, chatLedgerOf, chatWireOf, publishChatEvent, type SandboxChat } from './chatLedger';

type Ctx = Context<SandboxEnv>;

/**
 * The console plays the client in the portal (under /__sandbox/chats): start a chat on a ticket,
 * write, type, attach a file, close. Each publishes the Pusher event the technician's app listens
 * to. JSON bodies answer JSON; the console page's plain forms come back to the console.
 */
export const chatConsoleRoutes = new Hono<SandboxEnv>()
  .get('/chats', (c) =>
    c.json(
      chatLedgerOf(c.var.state).chats.map((chat) => ({
        ...chatWireOf(chat),
        psaId: chat.psaId,
        tenantId: chat.tenantId,
        technicianTypingAt: chat.technicianTypingAt,
        messages: chat.messages,
      })),
    ),
  )
  .post('/chats/start', async (c) => {
    const body = await readBody(c.req.raw);
    const { state } = c.var;
    // JSON names the ticket by psaId and ticketId; the console's form by one "psaId|ticketId" choice.
    const [formPsaId, formTicketId] = typeof body.ticket === 'string' ? body.ticket.split('|') : [];
    const psaId = String(body.psaId ?? formPsaId ?? '');
    const ticketId = String(body.ticketId ?? formTicketId ?? '');
    const text = String(body.body ?? '').trim();
    const psa = state.world.psas.find((p) => p.psaId === psaId);
    const ticket = state.world.tickets.find((t) => t.psaId === psaId && t.id === ticketId);
    if (!psa || !ticket) return c.json(errorBody(`No ticket ${psaId}/${ticketId}.`), 404);
    if (!CHAT_PSA_TYPES.includes(psa.type))
      return c.json(errorBody(`${psa.type} tickets have no client portal chats.`), 400);
    if (!text) return c.json(errorBody('Write the first message.'), 400);
    const ledger = chatLedgerOf(state);
    if (ledger.ofTicket(psaId, ticketId).some((chat) => !chat.isClosed))
      return c.json(errorBody('This ticket already has an open chat.'), 409);
    const chat = ledger.open(ticket, psa.tenantId);
    publishChatEvent(state, chat, 'NewChatAvailable', {
      Name: chat.name,
      Id: chat.id,
      TicketId: chat.ticketId,
      TicketLink: chat.ticketLink,
    });
    const message = clientSays(state, chat, text);
    return answer(c, body, { chat: chatWireOf(chat), message });
  })
  .post('/chats/drop-realtime', (c) => {
    const { realtime } = c.var.state;
    return c.json({ dropped: realtime.dropChannels ? realtime.dropChannels() : realtime.dropAll() });
  })
  .post('/chats/:chatId/client-message', async (c) => {
    const chat = openChatOf(c);
    if ('error' in chat) return chat.error;
    const body = await readBody(c.req.raw);
    const text = String(body.body ?? '').trim();
    if (!text) return c.json(errorBody('Write a message first.'), 400);
    return answer(c, body, clientSays(c.var.state, chat, text));
  })
  // Many client messages in a short time (load and drop tests): `{count, withinMs, prefix}`; each is
  // stored (a refetch finds it) and triggered on the ticket's channel; answers once all were sent.
  .post('/chats/:chatId/burst', async (c) => {
    const chat = openChatOf(c);
    if ('error' in chat) return chat.error;
    const { count, withinMs, prefix } = burstOptions(await readBody(c.req.raw));
    await spreadOver(
      count,
      withinMs,
      (index) => void clientSays(c.var.state, chat, `${prefix} ${index + 1} of ${count}`),
    );
    return c.json({ published: count });
  })
  .post('/chats/:chatId/typing', async (c) => {
    const chat = openChatOf(c);
    if ('error' in chat) return chat.error;
    const body = await readBody(c.req.raw);
    publishChatEvent(c.var.state, chat, 'ClientTyping', { chatId: chat.id, name: chat.name });
    return answer(c, body, { typing: true });
  })
  .post('/chats/:chatId/attachment', async (c) => {
    const chat = openChatOf(c);
    if ('error' in chat) return chat.error;
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return c.json(errorBody('Choose a file (form field "file").'), 400);
    const upload = { fileName: file.name, contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
    const refusal = checkUpload(upload);
    if (refusal) return c.json(errorBody(refusal), 400);
    const ledger = chatLedgerOf(c.var.state);
    const id = ledger.nextId('file');
    ledger.attachments.set(id, { id, ...upload });
    const message = ledger.addMessage(chat, {
      isAdmin: false,
      authorName: chat.name,
      message: '',
      attachment: { id, fileName: upload.fileName, contentType: upload.contentType, size: upload.bytes.byteLength },
      messageId: null,
    });
    publishChatEvent(c.var.state, chat, 'NewUserMessage', message);
    return answer(c, { viaForm: form?.get('viaForm') ?? undefined }, message);
  })
  .post('/chats/:chatId/close', async (c) => {
    const chat = openChatOf(c);
    if ('error' in chat) return chat.error;
    const body = await readBody(c.req.raw);
    chat.isClosed = true;
    const closed: ClosedChatWire = { id: chat.id };
    publishChatEvent(c.var.state, chat, 'ChatClosed', closed);
    return answer(c, body, closed);
  });

function clientSays(state: SandboxState, chat: SandboxChat, text: string) {
  const message = chatLedgerOf(state).addMessage(chat, {
    isAdmin: false,
    authorName: chat.name,
    message: text,
    attachment: null,
    messageId: null,
  });
  publishChatEvent(state, chat, 'NewUserMessage', message);
  return message;
}

function openChatOf(c: Ctx): SandboxChat | { error: Response } {
  const chat = chatLedgerOf(c.var.state).find(c.req.param('chatId') ?? '');
  if (!chat) return { error: c.json(errorBody('No such chat.'), 404) };
  if (chat.isClosed) return { error: c.json(errorBody('This chat is closed.'), 409) };
  return chat;
}

/** Forms from the console page go back to it; everything else gets JSON. */
function answer(c: Ctx, body: Record<string, unknown>, json: unknown) {
  return body.viaForm ? c.redirect('/__sandbox#client-portal', 303) : c.json(json);
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = await request.json().catch(() => ({}));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  }
  if (type.includes('form')) return Object.fromEntries((await request.formData()).entries());
  return {};
}
