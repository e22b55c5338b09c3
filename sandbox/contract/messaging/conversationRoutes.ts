import type { Context } from 'hono';
import type { SendMessageBody } from '@adapters/http/wire/conversationWire';
import { readJson } from '../routes/sessionRoutes';
import { errorBody, type SandboxEnv } from '../sandboxEnv';
import {
  messagingLedgerOf,
  type MessagingTransport,
  type SandboxConversation,
  type SandboxMessage,
} from './MessagingLedger';
import { technicianSend } from './technicianSend';

/*
 * What the SMS and Teams routes share (features/smsMessaging/sandbox/, features/msTeamsChats/sandbox/):
 * the tenant's own PSAs and conversations, a new conversation, the technician's send, and the wire
 * fields both transports give a conversation and a message (adapters/http/wire/conversationWire.ts).
 */

type Ctx = Context<SandboxEnv>;

/** The caller's tenant owns the PSA. */
export function ownsPsa(c: Ctx, crmId: string): boolean {
  return c.var.state.world.psas.some((p) => p.psaId === crmId && p.tenantId === c.var.user.tenantId);
}

/** The conversation the path's `param` names, when it is of `transport` and the caller's tenant's. */
export function ownConversation(c: Ctx, transport: MessagingTransport, param: string): SandboxConversation | null {
  const conversation = messagingLedgerOf(c.var.state).find(c.req.param(param) ?? '', transport);
  return conversation && conversation.tenantId === c.var.user.tenantId ? conversation : null;
}

/** Where a new conversation goes: the ticket, the contact, and the transport's own fields. */
export interface NewConversation {
  crmId: string;
  ticketId: string;
  contact: { id: string; name: string };
  /** The phone an SMS channel texts; the contact's Teams address for a chat. */
  address: string;
  optedOut?: boolean;
  topic?: string;
}

/** A new conversation of the caller's tenant, with the ledger's next id for its transport, kept in the ledger. */
export function addConversation(c: Ctx, transport: MessagingTransport, fields: NewConversation): SandboxConversation {
  const ledger = messagingLedgerOf(c.var.state);
  const { contact, optedOut = false, topic = '', ...ticket } = fields;
  const conversation: SandboxConversation = {
    ...ticket,
    id: ledger.nextId(transport),
    transport,
    tenantId: c.var.user.tenantId,
    contactId: contact.id,
    contactName: contact.name,
    optedOut,
    createdAt: new Date().toISOString(),
    topic,
  };
  ledger.conversations.push(conversation);
  return conversation;
}

/** The technician's send (`{message, clientId}`): the stored message in the transport's shape, or why it was refused. */
export async function answerSend<Wire extends object>(
  c: Ctx,
  conversation: SandboxConversation,
  toWire: (message: SandboxMessage) => Wire,
) {
  const body = await readJson<Partial<SendMessageBody>>(c.req.raw);
  const outcome = await technicianSend(messagingLedgerOf(c.var.state), conversation, c.var.user, body);
  return outcome.ok ? c.json(toWire(outcome.message)) : c.json(errorBody(outcome.message), outcome.status);
}

/** The fields a conversation has on either transport's wire. */
export function ticketConversationWire(c: SandboxConversation) {
  return {
    crmId: c.crmId,
    ticketId: c.ticketId,
    contactId: c.contactId,
    contactName: c.contactName,
    createdAt: c.createdAt,
  };
}

/** The fields a message has on either transport's wire (each names the conversation and the text its own way). */
export function conversationMessageWire(m: SandboxMessage) {
  return { id: m.id, direction: m.direction, from: m.from, date: m.date, clientId: m.clientId };
}
