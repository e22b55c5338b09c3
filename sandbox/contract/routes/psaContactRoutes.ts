import { Hono } from 'hono';
import type { ContactOptionWire } from '@adapters/http/wire/contactOptionWire';
import { psaFor } from '../psaFor';
import { errorBody, type SandboxEnv } from '../sandboxEnv';

/** Phone digits without a leading zero, for matching "0555 010 2002" with "+1 555 010 2002". */
function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

/** The company contact list (x-total-count) and the phone check (contact lookups: podLookupRoutes). */
export const psaContactRoutes = new Hono<SandboxEnv>()
  .post('/PsaContacts/contacts/checkByPhone', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { psaId?: unknown; phone?: unknown } | null;
    if (!body || typeof body.psaId !== 'string' || typeof body.phone !== 'string')
      return c.json(errorBody('psaId and phone are required.'), 400);
    const access = psaFor(c.var.state, c.var.user, body.psaId, null);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const wanted = phoneDigits(body.phone);
    if (wanted.length < 4) return c.json(errorBody('Enter at least 4 digits of the phone number.'), 400);
    const matches: ContactOptionWire[] = c.var.state.world.contacts
      .filter((ct) => ct.psaId === body.psaId)
      .filter((ct) =>
        ct.communicationItems.some(
          (i) => i.type === 'phone' && (phoneDigits(i.value).endsWith(wanted) || wanted.endsWith(phoneDigits(i.value))),
        ),
      )
      .map((ct) => {
        // Several companies may share a name; the company tells the technician which one.
        const company = c.var.state.world.companies.find((co) => co.id === ct.companyId)?.name;
        return { value: ct.id, label: company ? `${ct.name} (${company})` : ct.name };
      });
    return c.json(matches);
  })
  .get('/TicketCreate/:psaId/contacts/v2', (c) => {
    const access = psaFor(c.var.state, c.var.user, c.req.param('psaId'), null);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const companyId = c.req.query('companyId');
    if (!companyId) return c.json(errorBody('companyId is required.'), 400);
    const label = (c.req.query('label') ?? '').toLowerCase();
    const all = c.var.state.world.contacts
      .filter(
        (ct) => ct.psaId === access.psa.psaId && ct.companyId === companyId && ct.name.toLowerCase().includes(label),
      )
      .map((ct): ContactOptionWire => ({ value: ct.id, label: ct.name }));
    if (c.req.query('alphaSort') === 'true') all.sort((a, b) => a.label.localeCompare(b.label));
    const start = Math.max(0, Number(c.req.query('_start') ?? 0) || 0);
    const end = Math.max(start, Number(c.req.query('_end') ?? start + 20) || start + 20);
    c.header('x-total-count', String(all.length));
    c.header('Access-Control-Expose-Headers', 'x-total-count');
    return c.json(all.slice(start, end));
  });
