import { Hono } from 'hono';
import type { SandboxEnv } from '../sandboxEnv';

/**
 * GET /Common/baseAppLogo: the body is the organisation's custom logo, or null for the default.
 * Public, because the sign-in page shows it before anyone has signed in; the tenant comes from the
 * token when there is one, else from the `tenant` query (the alias a PSA link can carry).
 */
export const commonRoutes = new Hono<SandboxEnv>().get('/Common/baseAppLogo', (c) => {
  const { state } = c.var;
  const bearer = c.req.header('Authorization')?.replace(/^Bearer /, '') ?? null;
  const user = state.userForToken(bearer);
  const tenant = user ? state.tenantOf(user) : state.world.tenants.find((t) => t.alias === c.req.query('tenant'));
  return c.json(tenant?.logo ?? null);
});
