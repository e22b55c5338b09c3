import { Hono, type Context } from 'hono';
import {
  addConversation,
  answerSend,
  conversationMessageWire,
  errorBody,
  messagingLedgerOf,
  ownConversation,
  ownsPsa,
  readJson,
  ticketConversationWire,
  type SandboxConversation,
  type SandboxEnv,
  type SandboxMessage,
} from '@features/api/sandbox';
import type {
  CreateTeamsChatBody,
  TeamsChatWire,
  TeamsCheckWire,
  TeamsHistoryWire,
  TeamsMessageWire,
} from '../adapters/wire/teamsWire';

type Ctx = Context<SandboxEnv>;

const chatWire = (c: SandboxConversation): TeamsChatWire => ({
  chatId: c.id,
  ...ticketConversationWire(c),
  topic: c.topic,
});

const messageWire = (m: SandboxMessage): TeamsMessageWire => ({
  ...conversationMessageWire(m),
  chatId: m.conversationId,
  message: m.body,
});

/** The ticket and contact, when the PSA is the caller tenant's. */
function ticketAndContact(c: Ctx, crmId: string, ticketId: string, contactId: string) {
  if (!ownsPsa(c, crmId)) return null;
  const { world } = c.var.state;
  const ticket = world.tickets.find((t) => t.psaId === crmId && t.id === ticketId);
  const contact = world.contacts.find((x) => x.psaId === crmId && x.id === contactId);
  return ticket && contact ? { ticket, contact } : null;
}

/** The ticket's chat with the contact, if there is one. */
function chatOf(
  c: Ctx,
  crmId: string,
  found: { ticket: { id: string }; contact: { id: string } },
): SandboxConversation | undefined {
  return messagingLedgerOf(c.var.state).conversations.find(
    (x) =>
      x.transport === 'teams' &&
      x.crmId === crmId &&
      x.ticketId === found.ticket.id &&
      x.contactId === found.contact.id,
  );
}

const chatFor = (c: Ctx) => ownConversation(c, 'teams', 'chatId');
const noChat = (c: Ctx) => c.json(errorBody('No such Teams chat.'), 404);
const noTicketOrContact = (c: Ctx) => c.json(errorBody('No such ticket or contact.'), 404);

/** MS Teams Chats' contract (spec section 7, Teams), mounted under /api behind the bearer check. */
export const teamsRoutes = new Hono<SandboxEnv>()
  .get('/TeamsMessagingBoard/checkTicketChannels', (c) => {
    const crmId = c.req.query('crmId') ?? '';
    const found = ticketAndContact(c, crmId, c.req.query('ticketId') ?? '', c.req.query('contactId') ?? '');
    if (!found) return noTicketOrContact(c);
    const chat = chatOf(c, crmId, found);
    const answer: TeamsCheckWire = {
      chat: chat ? chatWire(chat) : null,
      msTenantHasOnboarded: found.contact.msTenantHasOnboarded,
    };
    return c.json(answer);
  })
  .post('/TeamsMessagingBoard/createChannel', async (c) => {
    const body = await readJson<Partial<CreateTeamsChatBody>>(c.req.raw);
    const crmId = String(body.crmId ?? '');
    const found = ticketAndContact(c, crmId, String(body.ticketId ?? ''), String(body.contactId ?? ''));
    if (!found) return noTicketOrContact(c);
    const { ticket, contact } = found;
    if (!contact.msTenantHasOnboarded)
      return c.json(
        errorBody(`${contact.name}'s Microsoft tenant has not onboarded, so no Teams chat can be created.`),
        409,
      );
    const existing = chatOf(c, crmId, found);
    if (existing) return c.json(chatWire(existing));
    const address = contact.communicationItems.find((i) => i.type === 'email')?.value ?? contact.name;
    const chat = addConversation(c, 'teams', {
      crmId,
      ticketId: ticket.id,
      contact,
      address,
      topic: `Ticket ${ticket.number}: ${ticket.summary}`,
    });
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
    return chat ? answerSend(c, chat, messageWire) : noChat(c);
  });
