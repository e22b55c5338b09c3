import { Hono, type Context } from 'hono';
import {
  podUrl,
  psaFor,
  psaTypesThatSupport,
  errorBody,
  type SandboxEnv,
  type SandboxPsa,
  type SandboxTicket,
  readJson,
} from '@features/api/sandbox';
import type { CreateTicketBody, CreatedTicketWire, ValueLabelWire } from '../adapters/wire/quickTicketWire';
import {
  BOARD_TYPES,
  BOARDS,
  PRIORITIES,
  SOURCES,
  agreementsOf,
  catalogOf,
  sitesOf,
  statusesOf,
} from './quickTicketCatalog';
import { validateTicket } from './validateTicket';

type Found<T> = { ok: T } | { error: string; status: 400 | 403 | 404 };

/** The integration of the path, if its PSA supports Quick Ticket (spec section 6: ConnectWise's descriptor says so). */
function quickTicketIntegration(c: Context<SandboxEnv>): Found<SandboxPsa> {
  const access = psaFor(c.var.state, c.var.user, c.req.param('psaId') ?? '', psaTypesThatSupport('quickTicket'));
  return 'error' in access ? { error: access.error, status: access.status } : { ok: access.psa };
}

function companyOf(
  c: Context<SandboxEnv>,
  psa: SandboxPsa,
  companyId: string | undefined,
): Found<{ company: ValueLabelWire; seeded: boolean }> {
  const company = catalogOf(c.var.state)
    .companies.get(psa.psaId)
    ?.find((co) => co.value === companyId);
  if (!company) return { error: `No company ${companyId ?? ''} in ${psa.name}.`, status: 404 };
  return { ok: { company, seeded: c.var.state.world.companies.some((co) => co.id === company.value) } };
}

function fail(c: Context<SandboxEnv>, found: { error: string; status: 400 | 403 | 404 }) {
  return c.json(errorBody(found.error), found.status);
}

/**
 * Quick Ticket (spec section 7, ConnectWise only). Lookups under /TicketCreate/{psaId}/connectwise/...
 * and /Integration/{psaId}/..., answered unsorted as ConnectWise does (the SPA sorts); createTicket
 * adds the ticket to the world (GET /__sandbox/world lists it). Shapes: adapters/wire/quickTicketWire.ts.
 */
export const quickTicketApiRoutes = new Hono<SandboxEnv>()
  .get('/TicketCreate/:psaId/connectwise/companies', (c) => {
    const psa = quickTicketIntegration(c);
    return 'error' in psa ? fail(c, psa) : c.json(catalogOf(c.var.state).companies.get(psa.ok.psaId) ?? []);
  })
  .get('/TicketCreate/:psaId/connectwise/companies/:companyId/:list{agreements|sites}', (c) => {
    const psa = quickTicketIntegration(c);
    if ('error' in psa) return fail(c, psa);
    const found = companyOf(c, psa.ok, c.req.param('companyId'));
    if ('error' in found) return fail(c, found);
    return c.json(
      c.req.param('list') === 'agreements'
        ? agreementsOf(found.ok.company, found.ok.seeded)
        : sitesOf(found.ok.company),
    );
  })
  .get('/TicketCreate/:psaId/contacts', (c) => {
    const psa = quickTicketIntegration(c);
    if ('error' in psa) return fail(c, psa);
    const companyId = c.req.query('companyId');
    if (!companyId) return c.json(errorBody('companyId is required.'), 400);
    const contacts = c.var.state.world.contacts.filter((ct) => ct.psaId === psa.ok.psaId && ct.companyId === companyId);
    return c.json(contacts.map((ct): ValueLabelWire => ({ value: ct.id, label: ct.name })).reverse());
  })
  .get('/TicketCreate/:psaId/connectwise/priorities', (c) => {
    const psa = quickTicketIntegration(c);
    return 'error' in psa ? fail(c, psa) : c.json(PRIORITIES);
  })
  .get('/Integration/:psaId/service-boards', (c) => {
    const psa = quickTicketIntegration(c);
    return 'error' in psa ? fail(c, psa) : c.json(BOARDS);
  })
  .get('/Integration/:psaId/sources', (c) => {
    const psa = quickTicketIntegration(c);
    return 'error' in psa ? fail(c, psa) : c.json(SOURCES);
  })
  .get('/Integration/:psaId/:list{board-statuses|board-types}/:boardId', (c) => {
    const psa = quickTicketIntegration(c);
    if ('error' in psa) return fail(c, psa);
    const boardId = Number(c.req.param('boardId'));
    if (!BOARDS.some((b) => b.id === boardId))
      return c.json(errorBody(`No service board ${c.req.param('boardId')}.`), 404);
    return c.json(c.req.param('list') === 'board-statuses' ? statusesOf(boardId) : BOARD_TYPES[boardId]);
  })
  .post('/TicketCreate/:psaId/connectwise/createTicket', async (c) => {
    const psa = quickTicketIntegration(c);
    if ('error' in psa) return fail(c, psa);
    const body = await readJson<Partial<CreateTicketBody>>(c.req.raw);
    const company = companyOf(c, psa.ok, body.companyId);
    if ('error' in company) return c.json(errorBody('Choose a company.'), 400);
    const problem = validateTicket(c.var.state.world, body, company.ok.company, company.ok.seeded);
    if (problem) return c.json(errorBody(problem), 400);
    const valid = body as CreateTicketBody;
    const { world } = c.var.state;
    const id = String(Math.max(...world.tickets.map((t) => Number(t.id)).filter(Number.isFinite)) + 1);
    const ticket: SandboxTicket = {
      id,
      psaId: psa.ok.psaId,
      number: `T${id}`,
      summary: valid.summary.trim(),
      companyId: valid.companyId,
      contactId: valid.contactId,
      kind: 'ticket',
    };
    world.tickets.push(ticket);
    catalogOf(c.var.state).created.unshift({
      ...valid,
      ticketId: id,
      number: ticket.number,
      psaId: psa.ok.psaId,
      createdBy: c.var.user.username,
      createdAt: new Date().toISOString(),
    });
    const created: CreatedTicketWire = {
      id,
      number: ticket.number,
      summary: ticket.summary,
      link: podUrl(psa.ok, ticket),
    };
    return c.json(created);
  });
