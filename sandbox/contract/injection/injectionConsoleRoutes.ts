import { Hono } from 'hono';
import { psaTypesWithEveryFeature } from '../../world/psaKinds';
import { errorBody, type SandboxEnv } from '../sandboxEnv';
import { addHostileTicket } from './hostileTicket';
import { injectionOf } from './injectionState';

const MAX_TEXTS = 200;
const MAX_TEXT_LENGTH = 2000;

/**
 * The console's injection tools (under /__sandbox/injection), for the attack suites and for anyone
 * checking by hand how the app shows hostile text:
 * - `POST /injection/hostile-ticket {texts: string[], psaId?}` adds a ticket (ticket 9901, in acme-cw
 *   unless psaId names another integration whose PSA shows every feature) whose contact,
 *   company, email items, history and policy carry the texts (answers the pod URLs and ids);
 * - `POST /injection/api-faults {pathContains, status?, message, times?}` makes the next API requests
 *   whose path contains `pathContains` fail with that status (default 500) and `{message}`;
 *   `DELETE /injection/api-faults` forgets every planned fault.
 */
export const injectionConsoleRoutes = new Hono<SandboxEnv>()
  .post('/injection/hostile-ticket', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const texts = body && typeof body === 'object' ? (body as { texts?: unknown }).texts : undefined;
    if (
      !Array.isArray(texts) ||
      texts.length === 0 ||
      texts.length > MAX_TEXTS ||
      !texts.every((t) => typeof t === 'string' && t.length <= MAX_TEXT_LENGTH)
    ) {
      return c.json(
        errorBody(`Send {texts: [...]}: 1 to ${MAX_TEXTS} strings of at most ${MAX_TEXT_LENGTH} characters.`),
        400,
      );
    }
    const psaId =
      body && typeof (body as { psaId?: unknown }).psaId === 'string' ? (body as { psaId: string }).psaId : undefined;
    const everyFeature = psaTypesWithEveryFeature();
    if (
      psaId !== undefined &&
      !c.var.state.world.psas.some((p) => p.psaId === psaId && everyFeature.includes(p.type))
    ) {
      return c.json(
        errorBody(`No integration ${psaId} whose PSA shows every feature (the hostile text goes through all of them).`),
        400,
      );
    }
    return c.json(addHostileTicket(c.var.state, texts as string[], psaId));
  })
  .post('/injection/api-faults', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const pathContains = typeof body?.pathContains === 'string' ? body.pathContains : '';
    const message = typeof body?.message === 'string' ? body.message : '';
    const status = Number(body?.status ?? 500);
    const times = Number(body?.times ?? 1);
    if (
      !pathContains ||
      !message ||
      !Number.isInteger(status) ||
      status < 400 ||
      status > 599 ||
      !Number.isInteger(times) ||
      times < 1
    ) {
      return c.json(errorBody('Send {pathContains, message, status?: 400-599, times?: 1 or more}.'), 400);
    }
    const fault = { pathContains, status, message, times };
    injectionOf(c.var.state).apiFaults.push(fault);
    return c.json(fault);
  })
  .delete('/injection/api-faults', (c) => {
    injectionOf(c.var.state).apiFaults.length = 0;
    return c.json({ cleared: true });
  });
