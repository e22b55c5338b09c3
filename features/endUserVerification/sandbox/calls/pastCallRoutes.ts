import { Hono } from 'hono';
import { errorBody, readJson, type SandboxEnv } from '@features/api/sandbox';
import { CALLER_REQUESTS } from '../../adapters/wire/verificationWire';
import { seedCall } from './seedCall';

interface PastCallBody {
  contactId?: unknown;
  ticketId?: unknown;
  minutesAgo?: unknown;
  request?: unknown;
}

/**
 * POST /verification/calls/past {contactId, ticketId, minutesAgo, request?} (under /__sandbox): a call of Tess's on
 * Acme's ConnectWise verified by SMS some minutes ago goes on record as the routes would have left it (the call, its
 * outbox entry, the contact's history entry). Stories and people use it to open a pod on a verified call without
 * playing the code; a history entry alone is not a verification (the call's record is).
 */
export const pastCallRoutes = new Hono<SandboxEnv>().post('/verification/calls/past', async (c) => {
  const body = await readJson<PastCallBody>(c.req.raw);
  const { world } = c.var.state;
  const contact = world.contacts.find((ct) => ct.id === body.contactId && ct.psaId === 'acme-cw');
  if (!contact) return c.json(errorBody('No such contact in the PSA acme-cw.'), 404);
  const ticketId = typeof body.ticketId === 'string' && body.ticketId ? body.ticketId : null;
  if (ticketId && !world.tickets.some((t) => t.id === ticketId && t.psaId === 'acme-cw'))
    return c.json(errorBody('No such ticket in the PSA acme-cw.'), 404);
  const minutesAgo = Number(body.minutesAgo ?? 0);
  if (!Number.isFinite(minutesAgo) || minutesAgo < 0) return c.json(errorBody('minutesAgo must be 0 or more.'), 400);
  const phone = contact.communicationItems.find((item) => item.type === 'phone');
  if (!phone) return c.json(errorBody('The contact has no phone number to have texted the code to.'), 400);
  const request = CALLER_REQUESTS.find((r) => r === body.request) ?? 'Other';
  const callId = `call-past-${c.var.state.world.contacts.indexOf(contact)}-${Date.now()}`;
  const call = seedCall(c.var.state, {
    callId,
    contactId: contact.id,
    ticketId,
    request,
    passed: [{ validationType: 'SMS', value: phone.value, minutesAgo }],
  });
  return c.json({ callId: call.callId, status: call.status });
});
