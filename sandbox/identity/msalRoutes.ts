import { Hono } from 'hono';
import type { MsalSettingsWire } from '@adapters/http/wire/identityWire';
import { errorBody, type SandboxEnv } from '../contract/sandboxEnv';
import { msalSettingsOf } from './msalSettings';

/** GET /api/Account/get-msal-settings: the local OpenID provider, when the host started one. */
export const msalApiRoutes = new Hono<SandboxEnv>().get('/Account/get-msal-settings', (c) => {
  const settings = msalSettingsOf(c.var.state);
  if (!settings)
    return c.json(errorBody('Microsoft sign-in is not running in this sandbox (it starts with npm start).'), 503);
  const answer: MsalSettingsWire = { auth: { clientId: settings.clientId, authority: settings.authority } };
  return c.json(answer);
});
