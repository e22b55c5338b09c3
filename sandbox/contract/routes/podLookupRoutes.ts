import { psaDescriptors } from '@adapters/psa/registry';
import { Hono, type Context } from 'hono';
import { podRecordOf } from '../podRecordOf';
import { psaFor } from '../psaFor';
import { errorBody, type SandboxEnv } from '../sandboxEnv';

/** The registered PSAs' lookup paths as route patterns (the descriptors build them from segments). */
const pattern = (path: (psaId: string, id: string) => string) => path(':psaId', ':id');
/** The PSAs whose descriptors can save a picked contact to the ticket (POST /ConnectWisePod/saveToContact). */
const SAVES_TO_CONTACT = psaDescriptors.filter((d) => d.supports.saveToContact).map((d) => d.type);

function ticketAnswer(c: Context<SandboxEnv>, type: string, kind: 'ticket' | 'project_ticket') {
  const access = psaFor(c.var.state, c.var.user, c.req.param('psaId')!, [type]);
  if ('error' in access) return c.json(errorBody(access.error), access.status);
  const { world } = c.var.state;
  const id = c.req.param('id');
  const ticket = world.tickets.find((t) => t.psaId === access.psa.psaId && t.id === id && t.kind === kind);
  const noun = kind === 'ticket' ? 'Ticket' : 'Project ticket';
  if (!ticket) return c.json(errorBody(`${noun} ${id} does not exist in ${access.psa.name}.`), 404);
  const contact = world.contacts.find((ct) => ct.id === ticket.contactId) ?? null;
  return c.json(podRecordOf(world, ticket, contact));
}

/** Every registered PSA's ticket, project ticket and contact lookups (spec section 7), and saveToContact. */
export const podLookupRoutes = new Hono<SandboxEnv>();
for (const { type, lookups } of psaDescriptors) {
  if (lookups.ticket) podLookupRoutes.get(pattern(lookups.ticket), (c) => ticketAnswer(c, type, 'ticket'));
  if (lookups.projectTicket)
    podLookupRoutes.get(pattern(lookups.projectTicket), (c) => ticketAnswer(c, type, 'project_ticket'));
  podLookupRoutes.get(pattern(lookups.contact), (c) => contactAnswer(c, type));
}

function contactAnswer(c: Context<SandboxEnv>, type: string) {
  const access = psaFor(c.var.state, c.var.user, c.req.param('psaId')!, [type]);
  if ('error' in access) return c.json(errorBody(access.error), access.status);
  const id = c.req.param('id');
  const contact = c.var.state.world.contacts.find((ct) => ct.psaId === access.psa.psaId && ct.id === id);
  if (!contact) return c.json(errorBody(`Contact ${id} does not exist in ${access.psa.name}.`), 404);
  return c.json(podRecordOf(c.var.state.world, null, contact));
}

podLookupRoutes.post('/ConnectWisePod/saveToContact', async (c) => {
  const body = (await c.req.json().catch(() => null)) as {
    psaId?: unknown;
    ticketId?: unknown;
    contactId?: unknown;
  } | null;
  if (
    !body ||
    typeof body.psaId !== 'string' ||
    typeof body.ticketId !== 'string' ||
    typeof body.contactId !== 'string'
  ) {
    return c.json(errorBody('psaId, ticketId and contactId are required.'), 400);
  }
  const access = psaFor(c.var.state, c.var.user, body.psaId, SAVES_TO_CONTACT);
  if ('error' in access) return c.json(errorBody(access.error), access.status);
  const { world } = c.var.state;
  const ticket = world.tickets.find((t) => t.psaId === body.psaId && t.id === body.ticketId);
  const contact = world.contacts.find((ct) => ct.psaId === body.psaId && ct.id === body.contactId);
  if (!ticket) return c.json(errorBody(`Ticket ${body.ticketId} does not exist in ${access.psa.name}.`), 404);
  if (!contact) return c.json(errorBody(`Contact ${body.contactId} does not exist in ${access.psa.name}.`), 404);
  ticket.contactId = contact.id;
  return c.json(podRecordOf(world, ticket, contact));
});
