import { Hono } from 'hono';
import type { UserWire } from '@adapters/http/wire/userWire';
import { errorBody, type SandboxEnv } from '../sandboxEnv';

/** GET User/{id}: a technician may read their own account only, with the roles the features give them. */
export const userRoutes = new Hono<SandboxEnv>().get('/User/:id', (c) => {
  const me = c.var.user;
  if (c.req.param('id') !== me.id) return c.json(errorBody('You can only read your own account.'), 403);
  const answer: UserWire & { tenantAlias: string } = {
    id: me.id,
    email: me.email,
    username: me.username,
    tenantId: me.tenantId,
    roles: c.var.features.flatMap((feature) => feature.userRoles?.(c.var.state, me) ?? []),
    tenantAlias: c.var.state.tenantOf(me).alias,
  };
  return c.json(answer);
});
