import { Hono, type Context } from 'hono';
import { podRecordOf, psaFor } from '../podRecordOf';
import { errorBody, type SandboxEnv } from '../sandboxEnv';

/** Ticket-by-id lookups per PSA (spec section 7): path prefix and the integration type it serves. */
export const TICKET_PODS: ReadonlyArray<readonly [string, string]> = [
  ['ConnectwisePod', 'ConnectWise'],
  ['HaloPod', 'Halo'],
  ['FreshServicePod', 'FreshService'],
  ['AutotaskPod', 'Autotask'],
  ['ZendeskPod', 'Zendesk'],
  ['SyncroPod', 'SyncroMSP'],
  ['SuperOpsPod', 'SuperOps'],
];

function ticketAnswer(c: Context<SandboxEnv>, type: string, kind: 'ticket' | 'project_ticket') {
  const access = psaFor(c.var.state, c.var.user, c.req.param('psaId')!, [type]);
  if ('error' in access) return c.json(errorBody(access.error), access.status);
  const { world } = c.var.state;
  const id = c.req.param('ticketId');
  const ticket = world.tickets.find((t) => t.psaId === access.psa.psaId && t.id === id && t.kind === kind);
  const noun = kind === 'ticket' ? 'Ticket' : 'Project ticket';
  if (!ticket) return c.json(errorBody(`${noun} ${id} does not exist in ${access.psa.name}.`), 404);
  const contact = world.contacts.find((ct) => ct.id === ticket.contactId) ?? null;
  return c.json(podRecordOf(world, ticket, contact));
}

/** GET /{Psa}Pod/{psaId}/ticket/{ticketId}, ConnectWise's projectTicket and contact lookups, and saveToContact. */
export const podLookupRoutes = new Hono<SandboxEnv>();
for (const [prefix, type] of TICKET_PODS) {
  podLookupRoutes.get(`/${prefix}/:psaId/ticket/:ticketId`, (c) => ticketAnswer(c, type, 'ticket'));
}
podLookupRoutes
  .get('/ConnectwisePod/:psaId/projectTicket/:ticketId', (c) => ticketAnswer(c, 'ConnectWise', 'project_ticket'))
  .get('/ConnectwisePod/:psaId/contact/:contactId', (c) => {
    const access = psaFor(c.var.state, c.var.user, c.req.param('psaId'), ['ConnectWise']);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const id = c.req.param('contactId');
    const contact = c.var.state.world.contacts.find((ct) => ct.psaId === access.psa.psaId && ct.id === id);
    if (!contact) return c.json(errorBody(`Contact ${id} does not exist in ${access.psa.name}.`), 404);
    return c.json(podRecordOf(c.var.state.world, null, contact));
  })
  .post('/ConnectWisePod/saveToContact', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { psaId?: unknown; ticketId?: unknown; contactId?: unknown } | null;
    if (!body || typeof body.psaId !== 'string' || typeof body.ticketId !== 'string' || typeof body.contactId !== 'string') {
      return c.json(errorBody('psaId, ticketId and contactId are required.'), 400);
    }
    const access = psaFor(c.var.state, c.var.user, body.psaId, ['ConnectWise']);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const { world } = c.var.state;
    const ticket = world.tickets.find((t) => t.psaId === body.psaId && t.id === body.ticketId);
    const contact = world.contacts.find((ct) => ct.psaId === body.psaId && ct.id === body.contactId);
    if (!ticket) return c.json(errorBody(`Ticket ${body.ticketId} does not exist in ${access.psa.name}.`), 404);
    if (!contact) return c.json(errorBody(`Contact ${body.contactId} does not exist in ${access.psa.name}.`), 404);
    ticket.contactId = contact.id;
    return c.json(podRecordOf(world, ticket, contact));
  });
