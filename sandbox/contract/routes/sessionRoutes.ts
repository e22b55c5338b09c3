import { Hono } from 'hono';
import type {
  ExternalLoginBody,
  MfaLoginBody,
  PasswordLoginBody,
  PreCheckWire,
  SessionWire,
} from '@adapters/http/wire/sessionWire';
import { DUO_USER_EMAILS, startDuoPrompt } from '../../identity/duoRoutes';
import { verifyExternalToken } from '../../identity/verifyExternalToken';
import { errorBody, type SandboxEnv } from '../sandboxEnv';

const BAD_CREDENTIALS = 'Invalid email or password.';

/** POST /Token, User/preCheck, /User/MultiFactorLogin, /User/ExternalLogin (spec section 7, Session). */
export const sessionRoutes = new Hono<SandboxEnv>()
  .post('/User/preCheck', async (c) => {
    const body = await readJson<Partial<PasswordLoginBody>>(c.req.raw);
    const user = c.var.state.findUserByEmail(String(body.username ?? ''));
    const origin = new URL(c.req.url).origin;
    // A Duo user whose password is right goes on to the Duo prompt; a wrong password falls to /Token's message.
    const duo = user && DUO_USER_EMAILS.has(user.email) && user.password === body.password;
    const answer: PreCheckWire = {
      url: user?.singleSignOn
        ? `${origin}/__sandbox/sso?login_hint=${encodeURIComponent(user.email)}`
        : duo
          ? startDuoPrompt(c.var.state, user.id, origin)
          : null,
    };
    return c.json(answer);
  })
  .post('/Token', async (c) => {
    const body = await readJson<Partial<PasswordLoginBody>>(c.req.raw);
    const user = c.var.state.findUserByEmail(String(body.username ?? ''));
    if (!user || user.password !== body.password) return c.json(errorBody(BAD_CREDENTIALS), 400);
    if (user.mfaCode)
      return c.json(
        { ...errorBody('This account needs the MFA code from your authenticator app.'), mfaRequired: true },
        400,
      );
    if (user.singleSignOn) return c.json(errorBody('This account signs in through single sign-on.'), 400);
    if (DUO_USER_EMAILS.has(user.email)) return c.json(errorBody('This account confirms its sign-in with Duo.'), 400);
    const session: SessionWire = c.var.state.issueSession(user.id);
    return c.json(session);
  })
  .post('/User/MultiFactorLogin', async (c) => {
    const body = await readJson<Partial<MfaLoginBody>>(c.req.raw);
    const user = c.var.state.findUserByEmail(String(body.username ?? ''));
    if (!user || user.password !== body.password) return c.json(errorBody(BAD_CREDENTIALS), 400);
    if (user.mfaCode && user.mfaCode !== String(body.mfaCode ?? '').trim()) {
      return c.json(errorBody('The MFA code is not correct.'), 400);
    }
    const session: SessionWire = c.var.state.issueSession(user.id);
    return c.json(session);
  })
  .post('/User/ExternalLogin', async (c) => {
    const body = await readJson<Partial<ExternalLoginBody>>(c.req.raw);
    const provider = body.tokenType;
    if (provider !== 'Google' && provider !== 'Microsoft')
      return c.json(errorBody('Choose Google or Microsoft to sign in.'), 400);
    const identity = await verifyExternalToken(c.var.state, provider, String(body.token ?? ''));
    if (!identity) return c.json(errorBody(`${provider} did not confirm this sign-in. Please try again.`), 400);
    const user = c.var.state.findUserByEmail(identity.email);
    if (!user)
      return c.json(
        errorBody(`No technician account uses ${identity.email}. Ask your administrator to invite you.`),
        400,
      );
    const session: SessionWire = c.var.state.issueSession(user.id);
    return c.json(session);
  });

/** Reads a JSON body; a missing or broken body reads as {} so handlers answer with a message. */
export async function readJson<T>(request: Request): Promise<T> {
  try {
    return ((await request.json()) ?? {}) as T;
  } catch {
    return {} as T;
  }
}
