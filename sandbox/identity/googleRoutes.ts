import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { SandboxEnv } from '../contract/sandboxEnv';
import { mintExternalToken, STRANGER_EMAIL } from './externalTokens';
import { GOOGLE_STAND_IN_SCRIPT } from './googleStandInScript';
import { identityPage } from './identityPage';

/** The client id the sandbox's Account/get-google-api-settings answers with. */
export const SANDBOX_GOOGLE_CLIENT_ID = 'sandbox-client.apps.sandbox.test';

/** JSON that is safe inside an inline <script>. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Hands a token response back to the opener (the stand-in script) and closes the popup. */
function answerPage(origin: string, response: Record<string, unknown>) {
  const message = scriptJson({ source: 'sandbox-gsi', response });
  return identityPage(
    'Sandbox Google',
    html`<p>Returning to the app…</p>
      <script>
        if (window.opener) window.opener.postMessage(${raw(message)}, ${raw(scriptJson(origin))});
        window.close();
      </script>`,
  );
}

/**
 * The stand-in for Google Identity Services (/__sandbox/google/...): the script and its consent
 * popup, which lists the sandbox's Google identities and mints a token the sandbox API accepts.
 */
export const googleRoutes = new Hono<SandboxEnv>()
  .get('/google/gsi/client', (c) =>
    c.body(GOOGLE_STAND_IN_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  )
  .get('/google/consent', (c) => {
    const clientId = c.req.query('client_id') ?? '';
    const scope = c.req.query('scope') ?? '';
    if (clientId !== SANDBOX_GOOGLE_CLIENT_ID) {
      return c.html(
        identityPage(
          'Sandbox Google',
          html`<p>Error 401: invalid_client. The OAuth client "${clientId}" was not found.</p>`,
        ),
        401,
      );
    }
    const emails = [...c.var.state.world.users.map((u) => u.email), STRANGER_EMAIL];
    return c.html(
      identityPage(
        'Sandbox Google',
        html`<p>Choose an account to continue. The app asks for: ${scope}.</p>
          <form method="post" action="/__sandbox/google/consent">
            ${emails.map((email) => html`<button type="submit" name="email" value="${email}">${email}</button>`)}
            <button type="submit" name="deny" value="1">Cancel</button>
          </form>
          <p class="note">This page stands in for Google's account chooser.</p>`,
      ),
    );
  })
  .post('/google/consent', async (c) => {
    const form = await c.req.parseBody();
    const origin = new URL(c.req.url).origin;
    if (form.deny)
      return c.html(answerPage(origin, { error: 'access_denied', error_description: 'The user denied access' }));
    const email = String(form.email ?? '')
      .trim()
      .toLowerCase();
    if (!email)
      return c.html(answerPage(origin, { error: 'invalid_request', error_description: 'No account was chosen' }));
    const accessToken = mintExternalToken(c.var.state, { provider: 'Google', email });
    return c.html(
      answerPage(origin, {
        access_token: accessToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'email profile openid',
      }),
    );
  });

/** GET /api/Account/get-google-api-settings */
export const googleApiRoutes = new Hono<SandboxEnv>().get('/Account/get-google-api-settings', (c) =>
  c.json({ clientId: SANDBOX_GOOGLE_CLIENT_ID }),
);
