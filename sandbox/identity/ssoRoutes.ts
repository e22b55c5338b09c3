import { Hono } from 'hono';
import { html } from 'hono/html';
import type { SandboxEnv } from '../contract/sandboxEnv';
import { identityPage } from './identityPage';

/** The SPA's redirect-with-data route (core/auth/entryPaths.ts); the sandbox cannot import it. */
export const SPA_REDIRECT_WITH_DATA_PATH = '/redirect';

/**
 * The sandbox's single sign-on provider (/__sandbox/sso): the page preCheck sends SSO accounts to.
 * "Continue" signs the account in and returns through the SPA's redirect-with-data route, the way a
 * real identity provider hands the session back.
 */
export const ssoRoutes = new Hono<SandboxEnv>()
  .get('/sso', (c) => {
    const hint = c.req.query('login_hint') ?? '';
    const user = c.var.state.findUserByEmail(hint);
    if (!user?.singleSignOn) {
      return c.html(
        identityPage(
          'Sandbox single sign-on',
          html`<p>No single sign-on account is called "${hint}".</p>
            <p><a href="/login">Back to sign in</a></p>`,
        ),
        404,
      );
    }
    return c.html(
      identityPage(
        'Sandbox single sign-on',
        html`<p>Your organisation signs <strong>${user.email}</strong> in here.</p>
          <form method="post" action="/__sandbox/sso">
            <input type="hidden" name="login_hint" value="${user.email}" />
            <button type="submit">Continue as ${user.username}</button>
          </form>
          <p><a href="/login">Cancel and go back</a></p>
          <p class="note">This page stands in for your identity provider.</p>`,
      ),
    );
  })
  .post('/sso', async (c) => {
    const form = await c.req.parseBody();
    const user = c.var.state.findUserByEmail(String(form.login_hint ?? ''));
    if (!user?.singleSignOn)
      return c.html(identityPage('Sandbox single sign-on', html`<p>That account does not sign in here.</p>`), 400);
    const session = c.var.state.issueSession(user.id);
    const data = JSON.stringify({
      UserId: session.userId,
      AccessToken: session.accessToken,
      RefreshToken: session.refreshToken,
    });
    return c.redirect(`${SPA_REDIRECT_WITH_DATA_PATH}?data=${encodeURIComponent(data)}`, 303);
  });
