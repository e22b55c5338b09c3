import { Hono, type Context } from 'hono';
import {
  addConversation,
  answerSend,
  conversationMessageWire,
  errorBody,
  isOptedOut,
  messagingLedgerOf,
  ownConversation,
  ownsPsa,
  readJson,
  sameNumber,
  ticketConversationWire,
  type SandboxConversation,
  type SandboxEnv,
  type SandboxMessage,
} from '@features/api/sandbox';
import type {
  CheckTicketChannelsV2Wire,
  CheckTicketChannelsWire,
  CreateSmsChannelBody,
  MessagingConfigurationWire,
  SmsChannelWire,
  SmsHistoryWire,
  SmsMessageWire,
  SmsTemplateVariableWire,
  SmsTemplateWire,
} from '../adapters/wire/smsWire';

/** The tenant's SMS sender (every sandbox tenant has the same one). */
const CONFIGURATIONS: MessagingConfigurationWire[] = [
  { id: 'mc-main', name: 'Main line', senderNumber: '+1 555 010 0100', isDefault: true },
  { id: 'mc-after-hours', name: 'After hours', senderNumber: '+1 555 010 0199', isDefault: false },
];

/** Templates with variables; "Satisfaction survey" uses {{surveyLink}}, which no variable fills. */
const TEMPLATES: SmsTemplateWire[] = [
  {
    id: 'tpl-update',
    name: 'Ticket update',
    text: 'Hi {{contactFirstName}}, this is {{technicianName}} with an update on ticket {{ticketNumber}}.',
  },
  {
    id: 'tpl-on-my-way',
    name: 'On my way',
    text: 'Hi {{contactName}}, {{technicianName}} is on the way to {{companyName}} for ticket {{ticketNumber}}.',
  },
  {
    id: 'tpl-survey',
    name: 'Satisfaction survey',
    text: 'Hi {{contactFirstName}}, ticket {{ticketNumber}} is resolved. Tell us how we did: {{surveyLink}}',
  },
];

const VARIABLES: SmsTemplateVariableWire[] = [
  { name: 'contactName', description: "The contact's full name" },
  { name: 'contactFirstName', description: "The contact's first name" },
  { name: 'ticketNumber', description: 'The ticket number' },
  { name: 'technicianName', description: 'Your name' },
  { name: 'companyName', description: "The contact's company" },
];

type Ctx = Context<SandboxEnv>;

const channelWire = (c: SandboxConversation): SmsChannelWire => ({
  id: c.id,
  ...ticketConversationWire(c),
  phone: c.address,
  optedOut: c.optedOut,
});

const messageWire = (m: SandboxMessage): SmsMessageWire => ({
  ...conversationMessageWire(m),
  channelId: m.conversationId,
  body: m.body,
});

function channelsOf(c: Ctx, crmId: string, ticketId: string): SandboxConversation[] {
  if (!ownsPsa(c, crmId)) return [];
  return messagingLedgerOf(c.var.state).conversations.filter(
    (x) => x.transport === 'sms' && x.crmId === crmId && x.ticketId === ticketId,
  );
}

const channelFor = (c: Ctx) => ownConversation(c, 'sms', 'channelId');
const noChannel = (c: Ctx) => c.json(errorBody('No such messaging channel.'), 404);

/** SMS Messaging's contract (spec section 7, Messaging), mounted under /api behind the bearer check. */
export const smsRoutes = new Hono<SandboxEnv>()
  .get('/MessagingBoard/checkTicketChannels', (c) => {
    const count = channelsOf(c, c.req.query('crmId') ?? '', c.req.query('ticketId') ?? '').length;
    const answer: CheckTicketChannelsWire = { hasChannels: count > 0, count };
    return c.json(answer);
  })
  .get('/MessagingBoard/checkTicketChannels/v2', (c) => {
    const contactId = c.req.query('contactId') ?? '';
    const channel = channelsOf(c, c.req.query('crmId') ?? '', c.req.query('ticketId') ?? '').find(
      (x) => x.contactId === contactId,
    );
    const answer: CheckTicketChannelsV2Wire = { channel: channel ? channelWire(channel) : null };
    return c.json(answer);
  })
  .get('/MessagingBoard/:crmId/allTicketChannels', (c) => {
    const ticketId = c.req.query('ticketId');
    if (!ticketId) return c.json(errorBody('ticketId is required.'), 400);
    return c.json(channelsOf(c, c.req.param('crmId'), ticketId).map(channelWire));
  })
  .get('/MessagingBoard/channels/:channelId', (c) => {
    const channel = channelFor(c);
    return channel ? c.json(channelWire(channel)) : noChannel(c);
  })
  .get('/MessagingBoard/channels/:channelId/channelHistory', (c) => {
    const channel = channelFor(c);
    if (!channel) return noChannel(c);
    const userOnly = c.req.query('userOnly') === 'true';
    const orderDesc = c.req.query('orderDesc') === 'true';
    let items = messagingLedgerOf(c.var.state).messagesOf(channel.id);
    if (userOnly) items = items.filter((m) => m.direction === 'outbound');
    const wire = items.map(messageWire);
    const answer: SmsHistoryWire = { items: orderDesc ? wire.reverse() : wire, totalCount: wire.length };
    return c.json(answer);
  })
  .post('/MessagingBoard/channels/:channelId/send', async (c) => {
    const channel = channelFor(c);
    if (!channel) return noChannel(c);
    return answerSend(c, channel, messageWire);
  })
  .post('/TicketUpdate/crm/:crmId/tickets/createChannel/v2', async (c) => {
    const crmId = c.req.param('crmId');
    const body = await readJson<Partial<CreateSmsChannelBody>>(c.req.raw);
    const { world } = c.var.state;
    const ticket = ownsPsa(c, crmId)
      ? world.tickets.find((t) => t.psaId === crmId && t.id === String(body.ticketId ?? ''))
      : undefined;
    if (!ticket) return c.json(errorBody(`No ticket ${String(body.ticketId ?? '')} in ${crmId}.`), 404);
    const contact = world.contacts.find((x) => x.psaId === crmId && x.id === String(body.contactId ?? ''));
    if (!contact) return c.json(errorBody('No such contact.'), 404);
    const phone = typeof body.phone === 'string' ? body.phone : '';
    const own = contact.communicationItems.find((i) => i.type === 'phone' && sameNumber(i.value, phone));
    if (!own) return c.json(errorBody(`${phone || 'That number'} is not a phone number of ${contact.name}.`), 400);
    const existing = channelsOf(c, crmId, ticket.id).find((x) => sameNumber(x.address, own.value));
    if (existing) return c.json(channelWire(existing));
    const optedOut = isOptedOut(c.var.state, c.var.user.tenantId, own.value);
    const channel = addConversation(c, 'sms', { crmId, ticketId: ticket.id, contact, address: own.value, optedOut });
    return c.json(channelWire(channel));
  })
  .get('/MessagingConfigurations', (c) => c.json(CONFIGURATIONS))
  .get('/MessagingConfigurations/:id', (c) => {
    const found = CONFIGURATIONS.find((x) => x.id === c.req.param('id'));
    return found ? c.json(found) : c.json(errorBody('No such messaging configuration.'), 404);
  })
  .get('/SmsConversations/smsTextTemplateVariables', (c) => c.json(VARIABLES))
  .get('/SmsConversations', (c) => {
    const channelId = c.req.query('channelId');
    if (channelId && !messagingLedgerOf(c.var.state).find(channelId, 'sms'))
      return c.json(errorBody('No such messaging channel.'), 404);
    return c.json(TEMPLATES);
  });
