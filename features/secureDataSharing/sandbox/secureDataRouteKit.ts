import type { Context } from 'hono';
import { errorBody, type SandboxEnv } from '@features/api/sandbox';
import type { SendLinkBody } from '../adapters/wire/secureDataWire';
import { isContactItem, phoneOptedOut } from './contactTarget';
import type { SentMessage } from './secureDataLedger';

type Ctx = Context<SandboxEnv>;

const MAX_MESSAGE = 1_000;

/** The table and summary scope: psaId and a ticketId, or a contactId on a contact screen. */
export function scopeOf(c: Ctx): { psaId: string; ticketId: string | null; contactId: string | null } | Response {
  const psaId = c.req.query('psaId') ?? '';
  const ticketId = c.req.query('ticketId') || null;
  const contactId = c.req.query('contactId') || null;
  if (!psaId || (!ticketId && !contactId))
    return c.json(errorBody('Say which ticket (ticketId) or contact (contactId), with psaId.'), 400);
  return { psaId, ticketId, contactId };
}

/** Checks a send as the gateway would and returns what was "sent", or the refusal. */
export function deliver(
  c: Ctx,
  owner: { tenantId: string; contactId: string },
  body: Partial<SendLinkBody>,
  link: string,
): SentMessage | Response {
  const contact = c.var.state.world.contacts.find((ct) => ct.id === owner.contactId);
  const channel = body.channel === 'sms' || body.channel === 'email' ? body.channel : null;
  if (!channel) return c.json(errorBody('Choose how to send it: sms or email.'), 400);
  const recipient = typeof body.recipient === 'string' ? body.recipient : '';
  if (!contact || !isContactItem(contact, channel, recipient))
    return c.json(errorBody(`This contact has no such ${channel === 'sms' ? 'phone number' : 'email address'}.`), 400);
  if (channel === 'sms' && phoneOptedOut(c.var.state, owner.tenantId, recipient))
    return c.json(errorBody('This number has opted out of text messages.'), 400);
  let message = typeof body.message === 'string' ? body.message.trim() : '';
  if (message.length > MAX_MESSAGE) return c.json(errorBody(`Keep the message under ${MAX_MESSAGE} characters.`), 400);
  if (!message.includes(link)) message = message ? `${message} ${link}` : link;
  return { channel, recipient, message, time: new Date().toISOString() };
}
