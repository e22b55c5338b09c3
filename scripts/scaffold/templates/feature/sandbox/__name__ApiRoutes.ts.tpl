import { Hono } from 'hono';
import { errorBody, psaFor, type SandboxEnv } from '@features/api/sandbox';
import { __name__LedgerOf, itemsOf } from './__name__Ledger';

/**
 * __title__'s contract routes (under /api, behind the bearer check; the folder's contract.yaml documents them):
 * - GET /__Name__/{psaId}/contacts/{contactId}/items: the contact's items, newest first.
 */
export const __name__ApiRoutes = new Hono<SandboxEnv>().get('/__Name__/:psaId/contacts/:contactId/items', (c) => {
  const { psaId, contactId } = c.req.param();
  const access = psaFor(c.var.state, c.var.user, psaId, null);
  if ('error' in access) return c.json(errorBody(access.error), access.status);
  const contact = c.var.state.world.contacts.find((ct) => ct.psaId === psaId && ct.id === contactId);
  if (!contact) return c.json(errorBody(`No contact ${contactId} was found in ${psaId}.`), 404);
  return c.json(itemsOf(__name__LedgerOf(c.var.state), psaId, contactId));
});
