import type { MiddlewareHandler } from 'hono';
import { errorBody, type SandboxEnv } from './sandboxEnv';

/** Paths answered without a session (sign-in and its settings). Compared without the /api prefix. */
const PUBLIC_PATHS = [
  /^\/Token$/i,
  /^\/User\/(preCheck|MultiFactorLogin|ExternalLogin|DuoLogin)$/i,
  /^\/Account\//i,
  /^\/Common\/baseAppLogo$/i,
  /^\/Common\/(get-auth-pusher-settings|authorize-auth-pusher|auth-pusher-channel|auth-pusher-channel\/join)$/i,
];

/**
 * 401 with a message for a missing or unknown bearer token, as the real backend does. `morePublicPaths`
 * are the features' own public paths (FeatureSandbox.publicPaths).
 */
export function requireBearer(prefix: string, morePublicPaths: readonly RegExp[] = []): MiddlewareHandler<SandboxEnv> {
  const open = [...PUBLIC_PATHS, ...morePublicPaths];
  return async (c, next) => {
    const path = c.req.path.slice(prefix.length);
    if (c.req.method === 'OPTIONS' || open.some((p) => p.test(path))) return next();
    const header = c.req.header('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : null;
    const user = c.var.state.userForToken(token);
    if (!user) return c.json(errorBody('Your session has expired. Please sign in again.'), 401);
    c.set('user', user);
    return next();
  };
}
