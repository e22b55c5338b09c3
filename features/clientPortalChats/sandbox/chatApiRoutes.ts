import { Hono, type Context } from 'hono';
import {
  readJson,
  signChannel,
  SANDBOX_PUSHER,
  errorBody,
  type SandboxEnv,
  type SandboxTicket,
} from '@features/api/sandbox';
import {
  CHAT_CHANNEL_AUTH_PATH,
  chatChannelName,
  type ChatPusherSettingsWire,
  type ClosedChatWire,
  type SendMessageBody,
  type StartChatBody,
  type TypingBody,
} from '../adapters/wire/chatWire';
import { checkUpload, readUpload } from './chatUploads';
import {
  CHAT_PSA_TYPES,
  chatLedgerOf,
  chatWireOf,
  configurationsOf,
  DISABLED_CONFIGURATION_ID,
  publishChatEvent,
  type SandboxChat,
} from './chatLedger';

type Ctx = Context<SandboxEnv>;

/**
 * The client portal contract (spec section 7; payloads in adapters/wire/chatWire.ts). Every chat
 * call checks that the chat's PSA belongs to the caller's tenant. Failures answer `{message, errors?}`.
 */
export const chatApiRoutes = new Hono<SandboxEnv>()
  .get('/ClientPortalChats/get-pusher-settings', (c) => {
    const url = new URL(c.req.url);
    const secure = url.protocol === 'https:';
    const settings: ChatPusherSettingsWire = {
      key: SANDBOX_PUSHER.key,
      cluster: SANDBOX_PUSHER.cluster,
      wsHost: url.hostname,
      wsPort: Number(url.port || (secure ? 443 : 80)),
      forceTLS: secure,
    };
    return c.json(settings);
  })
  .post(CHAT_CHANNEL_AUTH_PATH, async (c) => {
    const form = await c.req.parseBody();
    const socketId = String(form.socket_id ?? '');
    const channel = String(form.channel_name ?? '');
    const allowed = ticketsOfTenant(c).some((t) => chatChannelName(t.psaId, t.id) === channel);
    if (!/^\d+\.\d+$/.test(socketId) || !allowed)
      return c.json(errorBody("This channel is not one of your company's ticket chats."), 403);
    return c.json({ auth: await signChannel(SANDBOX_PUSHER.key, SANDBOX_PUSHER.secret, socketId, channel) });
  })
  .get('/ClientPortal/configurations', (c) => {
    const configurations = configurationsOf(c.var.user.tenantId);
    if (!configurations) {
      return c.json(
        {
          message: 'No client portal is configured for your company.',
          errors: ['Set up the client portal in the admin settings first.'],
        },
        400,
      );
    }
    return c.json(configurations);
  })
  .get('/ClientPortalChats/crm/:crmId/chats', (c) => {
    const ticket = ticketOf(c, c.req.param('crmId'), c.req.query('ticketId') ?? '');
    if ('error' in ticket) return ticket.error;
    return c.json(chatLedgerOf(c.var.state).ofTicket(ticket.psaId, ticket.id).map(chatWireOf));
  })
  .post('/ClientPortalChats/configurations/:id/chats', async (c) => {
    const body = await readJson<Partial<StartChatBody>>(c.req.raw);
    const configurationId = c.req.param('id');
    const configuration = configurationsOf(c.var.user.tenantId)?.find((p) => p.id === configurationId);
    if (!configuration) return c.json({ message: 'This client portal configuration was not found.' }, 404);
    if (configurationId === DISABLED_CONFIGURATION_ID) {
      return c.json(
        {
          message: 'The chat could not be started.',
          errors: { configuration: ['Chats are switched off in the Acme VIP portal.'] },
        },
        409,
      );
    }
    const ticket = ticketOf(c, String(body.psaId ?? ''), String(body.ticketId ?? ''));
    if ('error' in ticket) return ticket.error;
    const text = typeof body.message === 'string' ? body.message.trim() : '';
    if (!text)
      return c.json(
        { message: 'The chat could not be started.', errors: { message: ['Write the first message to the client.'] } },
        400,
      );
    const ledger = chatLedgerOf(c.var.state);
    if (ledger.ofTicket(ticket.psaId, ticket.id).some((chat) => !chat.isClosed)) {
      return c.json(
        { message: 'The chat could not be started.', errors: { ticketId: ['This ticket already has an open chat.'] } },
        409,
      );
    }
    const chat = ledger.open(ticket, c.var.user.tenantId);
    const first = ledger.addMessage(chat, {
      isAdmin: true,
      authorName: c.var.user.username,
      message: text,
      attachment: null,
      messageId: null,
    });
    publishChatEvent(c.var.state, chat, 'NewChatAvailable', {
      Name: chat.name,
      Id: chat.id,
      TicketId: chat.ticketId,
      TicketLink: chat.ticketLink,
    });
    publishChatEvent(c.var.state, chat, 'NewAdminMessage', first);
    return c.json(chatWireOf(chat));
  })
  .delete('/ClientPortalChats/chats/:chatId', (c) => {
    const chat = chatOf(c);
    if ('error' in chat) return chat.error;
    if (chat.isClosed)
      return c.json({ message: 'The chat could not be closed.', errors: ['This chat is already closed.'] }, 409);
    chat.isClosed = true;
    const answer: ClosedChatWire = { id: chat.id };
    publishChatEvent(c.var.state, chat, 'ChatClosed', answer);
    return c.json(answer);
  })
  .get('/ClientPortalChats/chats/:chatId/messages', (c) => {
    const chat = chatOf(c);
    if ('error' in chat) return chat.error;
    return c.json(chat.messages);
  })
  .post('/ClientPortalChats/chats/:chatId/messages', async (c) => {
    const chat = chatOf(c);
    if ('error' in chat) return chat.error;
    const body = await readJson<Partial<SendMessageBody>>(c.req.raw);
    const text = typeof body.message === 'string' ? body.message.trim() : '';
    const messageId = typeof body.messageId === 'string' && body.messageId ? body.messageId : null;
    if (!text) return c.json(errorBody('Write a message first.'), 400);
    if (body.chatId !== undefined && body.chatId !== chat.id)
      return c.json(errorBody('The chat id in the body does not match the address.'), 400);
    // A retry of a message the server already has answers the stored one: nothing is sent twice.
    const known = messageId ? chat.messages.find((m) => m.messageId === messageId) : undefined;
    if (known) return c.json(known);
    if (chat.isClosed) return c.json(errorBody('This chat is closed.'), 409);
    const resourceName =
      typeof body.resourceName === 'string' && body.resourceName.trim()
        ? body.resourceName.trim()
        : c.var.user.username;
    const message = chatLedgerOf(c.var.state).addMessage(chat, {
      isAdmin: true,
      authorName: resourceName,
      message: text,
      attachment: null,
      messageId,
    });
    publishChatEvent(c.var.state, chat, 'NewAdminMessage', message);
    return c.json(message);
  })
  .post('/ClientPortalChats/chats/:chatId/messages/attachment', async (c) => {
    const chat = chatOf(c);
    if ('error' in chat) return chat.error;
    if (chat.isClosed) return c.json(errorBody('This chat is closed.'), 409);
    const upload = await readUpload(c.req.raw, c.req.query('fileName'));
    const refusal = checkUpload(upload);
    if (refusal) return c.json(errorBody(refusal), 400);
    const ledger = chatLedgerOf(c.var.state);
    const id = ledger.nextId('file');
    ledger.attachments.set(id, { id, fileName: upload.fileName, contentType: upload.contentType, bytes: upload.bytes });
    const message = ledger.addMessage(chat, {
      isAdmin: true,
      authorName: c.var.user.username,
      message: '',
      attachment: { id, fileName: upload.fileName, contentType: upload.contentType, size: upload.bytes.byteLength },
      messageId: null,
    });
    publishChatEvent(c.var.state, chat, 'NewAdminMessage', message);
    return c.json(message);
  })
  .get('/ClientPortalChats/chats/:chatId/attachments/:attachmentId', (c) => {
    const chat = chatOf(c);
    if ('error' in chat) return chat.error;
    const id = c.req.param('attachmentId');
    const file = chat.messages.some((m) => m.attachment?.id === id)
      ? chatLedgerOf(c.var.state).attachments.get(id)
      : undefined;
    if (!file) return c.json(errorBody('This attachment was not found.'), 404);
    return new Response(file.bytes.slice().buffer, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\w.\- ]/g, '_')}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  })
  .post('/ClientPortalChats/chats/:chatId/messages/typing', async (c) => {
    const chat = chatOf(c);
    if ('error' in chat) return chat.error;
    await readJson<Partial<TypingBody>>(c.req.raw);
    chat.technicianTypingAt = new Date().toISOString();
    return c.json(true);
  });

function ticketsOfTenant(c: Ctx): SandboxTicket[] {
  const { world } = c.var.state;
  const psaIds = new Set(
    world.psas.filter((p) => p.tenantId === c.var.user.tenantId && CHAT_PSA_TYPES.includes(p.type)).map((p) => p.psaId),
  );
  return world.tickets.filter((t) => psaIds.has(t.psaId));
}

function ticketOf(c: Ctx, psaId: string, ticketId: string): SandboxTicket | { error: Response } {
  const psa = c.var.state.world.psas.find((p) => p.psaId === psaId && p.tenantId === c.var.user.tenantId);
  if (!psa) return { error: c.json(errorBody(`No integration ${psaId} was found for your company.`), 404) };
  if (!CHAT_PSA_TYPES.includes(psa.type))
    return { error: c.json(errorBody(`${psa.type} tickets have no client portal chats.`), 400) };
  const ticket = c.var.state.world.tickets.find((t) => t.psaId === psaId && t.id === ticketId);
  if (!ticket) return { error: c.json(errorBody(`No ticket ${ticketId} was found in ${psa.name}.`), 404) };
  return ticket;
}

function chatOf(c: Ctx): SandboxChat | { error: Response } {
  const chat = chatLedgerOf(c.var.state).find(c.req.param('chatId') ?? '');
  if (!chat || chat.tenantId !== c.var.user.tenantId)
    return { error: c.json(errorBody('This chat was not found.'), 404) };
  return chat;
}
