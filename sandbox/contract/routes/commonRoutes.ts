import { Hono } from 'hono';
import type { SandboxEnv } from '../sandboxEnv';

/** GET /Common/baseAppLogo: the body is the tenant's custom logo, or null for the default. */
export const commonRoutes = new Hono<SandboxEnv>().get('/Common/baseAppLogo', (c) =>
  c.json(c.var.state.tenantOf(c.var.user).logo),
);
