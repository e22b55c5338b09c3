import { Hono } from 'hono';
import { html } from 'hono/html';
import type { DuoLoginBody } from '@adapters/http/wire/identityWire';
import type { SessionWire } from '@adapters/http/wire/sessionWire';
import { errorBody, type SandboxEnv } from '../contract/sandboxEnv';
import type { SandboxState } from '../contract/SandboxState';
import { identityPage } from './identityPage';

/** Users who approve a Duo push after their password (seeded in sandbox/world/seedWorld.ts). */
export const DUO_USER_EMAILS: ReadonlySet<string> = new Set(['duo@sandbox.test']);
/** The SPA's Duo route (core/auth/entryPaths.ts); the sandbox cannot import it. */
const SPA_DUO_PATH = '/duoLogin';

interface DuoAttempt {
  userId: string;
  code: string | null;
}
const attempts = new WeakMap<SandboxState, Map<string, DuoAttempt>>();
function attemptsOf(state: SandboxState): Map<string, DuoAttempt> {
  let map = attempts.get(state);
  if (!map) attempts.set(state, (map = new Map()));
  return map;
}
const randomId = () => globalThis.crypto.randomUUID().replace(/-/g, '');

/** preCheck calls this for a Duo user whose password is right: the Universal Prompt's address. */
export function startDuoPrompt(state: SandboxState, userId: string, origin: string): string {
  const id = randomId();
  attemptsOf(state).set(id, { userId, code: null });
  return `${origin}/__sandbox/duo?state=${id}`;
}

/** The sandbox's Duo Universal Prompt (/__sandbox/duo): approve or deny the push. */
export const duoRoutes = new Hono<SandboxEnv>()
  .get('/duo', (c) => {
    const id = c.req.query('state') ?? '';
    const attempt = attemptsOf(c.var.state).get(id);
    const user = attempt && c.var.state.world.users.find((u) => u.id === attempt.userId);
    if (!user)
      return c.html(
        identityPage(
          'Sandbox Duo',
          html`<p>This Duo request has expired.</p>
            <p><a href="/login">Back to sign in</a></p>`,
        ),
        404,
      );
    return c.html(
      identityPage(
        'Sandbox Duo',
        html`<p>A push was sent to <strong>${user.username}</strong>'s phone.</p>
          <form method="post" action="/__sandbox/duo">
            <input type="hidden" name="state" value="${id}" />
            <button type="submit" name="answer" value="approve">Approve the push</button>
            <button type="submit" name="answer" value="deny">Deny</button>
          </form>
          <p class="note">This page stands in for Duo's Universal Prompt.</p>`,
      ),
    );
  })
  .post('/duo', async (c) => {
    const form = await c.req.parseBody();
    const id = String(form.state ?? '');
    const attempt = attemptsOf(c.var.state).get(id);
    if (!attempt || form.answer !== 'approve') {
      attemptsOf(c.var.state).delete(id);
      return c.redirect(
        `${SPA_DUO_PATH}?${new URLSearchParams({ error: 'access_denied', error_description: 'The push was denied.', state: id })}`,
        303,
      );
    }
    attempt.code = randomId();
    return c.redirect(`${SPA_DUO_PATH}?${new URLSearchParams({ duo_code: attempt.code, state: id })}`, 303);
  });

/** POST /api/User/DuoLogin: exchanges Duo's code for a session, once. */
export const duoApiRoutes = new Hono<SandboxEnv>().post('/User/DuoLogin', async (c) => {
  let body: Partial<DuoLoginBody> = {};
  try {
    body = ((await c.req.json()) ?? {}) as Partial<DuoLoginBody>;
  } catch {
    // an unreadable body is refused below like an empty one
  }
  const map = attemptsOf(c.var.state);
  const attempt = map.get(String(body.state ?? ''));
  if (!attempt || !attempt.code || attempt.code !== body.duoCode) {
    return c.json(errorBody('This Duo sign-in has expired. Please sign in again.'), 400);
  }
  map.delete(String(body.state));
  const session: SessionWire = c.var.state.issueSession(attempt.userId);
  return c.json(session);
});
