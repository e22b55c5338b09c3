import { Hono } from 'hono';
import type { ContactOptionWire } from '../../../adapters/http/wire/contactOptionWire';
import { podRecordOf, psaFor } from '../podRecordOf';
import { errorBody, type SandboxEnv } from '../sandboxEnv';

/** /PsaContacts/{segment}/... per integration type (spec section 7). ConnectWise has its own pod path. */
const CONTACT_SEGMENTS: Record<string, string> = {
  autotask: 'Autotask',
  halo: 'Halo',
  freshService: 'FreshService',
  zendesk: 'Zendesk',
  kaseya: 'Kaseya',
  importIntegration: 'ImportIntegration',
  syncro: 'SyncroMSP',
  microsoft: 'Microsoft',
  superOps: 'SuperOps',
};

/** Phone digits without a leading zero, for matching "0555 010 2002" with "+1 555 010 2002". */
function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

/** Contact lookups, the company contact list (x-total-count) and the phone check. */
export const psaContactRoutes = new Hono<SandboxEnv>()
  .post('/PsaContacts/contacts/checkByPhone', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { psaId?: unknown; phone?: unknown } | null;
    if (!body || typeof body.psaId !== 'string' || typeof body.phone !== 'string') return c.json(errorBody('psaId and phone are required.'), 400);
    const access = psaFor(c.var.state, c.var.user, body.psaId, null);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const wanted = phoneDigits(body.phone);
    if (wanted.length < 4) return c.json(errorBody('Enter at least 4 digits of the phone number.'), 400);
    const matches: ContactOptionWire[] = c.var.state.world.contacts
      .filter((ct) => ct.psaId === body.psaId)
      .filter((ct) => ct.communicationItems.some((i) => i.type === 'phone' && (phoneDigits(i.value).endsWith(wanted) || wanted.endsWith(phoneDigits(i.value)))))
      .map((ct) => {
        // Several companies may share a name; the company tells the technician which one.
        const company = c.var.state.world.companies.find((co) => co.id === ct.companyId)?.name;
        return { value: ct.id, label: company ? `${ct.name} (${company})` : ct.name };
      });
    return c.json(matches);
  })
  .get('/PsaContacts/:segment/:psaId/contacts/:contactId', (c) => {
    const type = CONTACT_SEGMENTS[c.req.param('segment')];
    if (!type) return c.json(errorBody(`The sandbox has no contacts for ${c.req.param('segment')}.`), 404);
    const access = psaFor(c.var.state, c.var.user, c.req.param('psaId'), [type]);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const id = c.req.param('contactId');
    const contact = c.var.state.world.contacts.find((ct) => ct.psaId === access.psa.psaId && ct.id === id);
    if (!contact) return c.json(errorBody(`Contact ${id} does not exist in ${access.psa.name}.`), 404);
    return c.json(podRecordOf(c.var.state.world, null, contact));
  })
  .get('/TicketCreate/:psaId/contacts/v2', (c) => {
    const access = psaFor(c.var.state, c.var.user, c.req.param('psaId'), null);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const companyId = c.req.query('companyId');
    if (!companyId) return c.json(errorBody('companyId is required.'), 400);
    const label = (c.req.query('label') ?? '').toLowerCase();
    const all = c.var.state.world.contacts
      .filter((ct) => ct.psaId === access.psa.psaId && ct.companyId === companyId && ct.name.toLowerCase().includes(label))
      .map((ct): ContactOptionWire => ({ value: ct.id, label: ct.name }));
    if (c.req.query('alphaSort') === 'true') all.sort((a, b) => a.label.localeCompare(b.label));
    const start = Math.max(0, Number(c.req.query('_start') ?? 0) || 0);
    const end = Math.max(start, Number(c.req.query('_end') ?? start + 20) || start + 20);
    c.header('x-total-count', String(all.length));
    c.header('Access-Control-Expose-Headers', 'x-total-count');
    return c.json(all.slice(start, end));
  });
