import { Hono, type Context } from 'hono';
import { messagingLedgerOf, type SandboxConversation, type SandboxMessage, errorBody, type SandboxEnv, technicianSend, readJson } from '@features/api/sandbox';
import type { CreateTeamsChatBody, SendTeamsBody, TeamsChatWire, TeamsCheckWire, TeamsHistoryWire, TeamsMessageWire } from '../adapters/wire/teamsWire';

type Ctx = Context<SandboxEnv>;

const chatWire = (c: SandboxConversation): TeamsChatWire => ({
  chatId: c.id,
  crmId: c.crmId,
  ticketId: c.ticketId,
  contactId: c.contactId,
  contactName: c.contactName,
  topic: c.topic,
  createdAt: c.createdAt,
});

const messageWire = (m: SandboxMessage): TeamsMessageWire => ({
  id: m.id,
  chatId: m.conversationId,
  direction: m.direction,
  message: m.body,
  from: m.from,
  date: m.date,
  clientId: m.clientId,
});

/** The ticket and contact, when the PSA is the caller tenant's. */
function ticketAndContact(c: Ctx, crmId: string, ticketId: string, contactId: string) {
  const { world } = c.var.state;
  const psa = world.psas.find((p) => p.psaId === crmId && p.tenantId === c.var.user.tenantId);
  const ticket = psa ? world.tickets.find((t) => t.psaId === crmId && t.id === ticketId) : undefined;
  const contact = psa ? world.contacts.find((x) => x.psaId === crmId && x.id === contactId) : undefined;
  return ticket && contact ? { ticket, contact } : null;
}

function chatFor(c: Ctx): SandboxConversation | null {
  const chat = messagingLedgerOf(c.var.state).find(c.req.param('chatId') ?? '', 'teams');
  return chat && chat.tenantId === c.var.user.tenantId ? chat : null;
}

const noChat = (c: Ctx) => c.json(errorBody('No such Teams chat.'), 404);

/** MS Teams Chats' contract (spec section 7, Teams), mounted under /api behind the bearer check. */
export const teamsRoutes = new Hono<SandboxEnv>()
  .get('/TeamsMessagingBoard/checkTicketChannels', (c) => {
    const crmId = c.req.query('crmId') ?? '';
    const found = ticketAndContact(c, crmId, c.req.query('ticketId') ?? '', c.req.query('contactId') ?? '');
    if (!found) return c.json(errorBody('No such ticket or contact.'), 404);
    const chat = messagingLedgerOf(c.var.state).conversations.find(
      (x) => x.transport === 'teams' && x.crmId === crmId && x.ticketId === found.ticket.id && x.contactId === found.contact.id,
    );
    const answer: TeamsCheckWire = { chat: chat ? chatWire(chat) : null, msTenantHasOnboarded: found.contact.msTenantHasOnboarded };
    return c.json(answer);
  })
  .post('/TeamsMessagingBoard/createChannel', async (c) => {
    const body = await readJson<Partial<CreateTeamsChatBody>>(c.req.raw);
    const crmId = String(body.crmId ?? '');
    const found = ticketAndContact(c, crmId, String(body.ticketId ?? ''), String(body.contactId ?? ''));
    if (!found) return c.json(errorBody('No such ticket or contact.'), 404);
    if (!found.contact.msTenantHasOnboarded) return c.json(errorBody(`${found.contact.name}'s Microsoft tenant has not onboarded, so no Teams chat can be created.`), 409);
    const ledger = messagingLedgerOf(c.var.state);
    const existing = ledger.conversations.find((x) => x.transport === 'teams' && x.crmId === crmId && x.ticketId === found.ticket.id && x.contactId === found.contact.id);
    if (existing) return c.json(chatWire(existing));
    const chat: SandboxConversation = {
      id: ledger.nextId('teams'),
      transport: 'teams',
      tenantId: c.var.user.tenantId,
      crmId,
      ticketId: found.ticket.id,
      contactId: found.contact.id,
      contactName: found.contact.name,
      address: found.contact.communicationItems.find((i) => i.type === 'email')?.value ?? found.contact.name,
      optedOut: false,
      createdAt: new Date().toISOString(),
      topic: `Ticket ${found.ticket.number}: ${found.ticket.summary}`,
    };
    ledger.conversations.push(chat);
    return c.json(chatWire(chat));
  })
  .get('/TeamsMessagingBoard/channels/:chatId/channelHistory', (c) => {
    const chat = chatFor(c);
    if (!chat) return noChat(c);
    const answer: TeamsHistoryWire = { items: messagingLedgerOf(c.var.state).messagesOf(chat.id).map(messageWire) };
    return c.json(answer);
  })
  .post('/TeamsMessagingBoard/channels/:chatId/send', async (c) => {
    const chat = chatFor(c);
    if (!chat) return noChat(c);
    const outcome = await technicianSend(messagingLedgerOf(c.var.state), chat, c.var.user, await readJson<Partial<SendTeamsBody>>(c.req.raw));
    return outcome.ok ? c.json(messageWire(outcome.message)) : c.json(errorBody(outcome.message), outcome.status);
  });
