import { Hono } from 'hono';
import { HUB_EVENT_KINDS, hubEventSample } from '../hubEventSamples';
import { errorBody, type SandboxEnv } from '../sandboxEnv';
import { consoleAnswer } from './consoleAnswer';

/** Longest refusal the console accepts, so a typo cannot lock the hub for hours. */
const MAX_REFUSE_MS = 60_000;

/**
 * The console's realtime tools (under /__sandbox/realtime): list hub connections, push any hub event
 * kind to a tenant, drop every socket, and refuse reconnects for a while (to see 'Connection in
 * progress.' and, past the retry schedule, 'Live updates are paused'); `{ms: 0}` ends a refusal;
 * `transport: 'pusher' | 'all'` refuses Pusher sockets too (default: the hub only).
 * Accepts JSON or a plain HTML form (a form's answer is the console page again).
 */
export const realtimeConsoleRoutes = new Hono<SandboxEnv>()
  .get('/realtime/connections', (c) => c.json(c.var.state.realtime.connections()))
  .post('/realtime/push', async (c) => {
    const body = await readBody(c.req.raw);
    const tenantId = String(body.tenantId ?? '');
    const event = String(body.event ?? '');
    if (!c.var.state.world.tenants.some((t) => t.id === tenantId))
      return c.json(errorBody(`No tenant ${tenantId}.`), 400);
    if (!(HUB_EVENT_KINDS as readonly string[]).includes(event))
      return c.json(errorBody(`No hub event kind ${event}.`), 400);
    const payload = body.payload ?? hubEventSample(event);
    return consoleAnswer(
      c,
      { delivered: c.var.state.realtime.publishToTenant(tenantId, event, payload), event, tenantId, payload },
      'realtime',
    );
  })
  // Any Pusher server event, payload as given (malformed ones included): `{channel, event, payload}`.
  .post('/realtime/trigger', async (c) => {
    const body = await readBody(c.req.raw);
    const channel = typeof body.channel === 'string' ? body.channel : '';
    const event = typeof body.event === 'string' ? body.event : '';
    if (!channel || !event) return c.json(errorBody('Send {channel, event, payload}.'), 400);
    return c.json({
      delivered: c.var.state.realtime.triggerChannel(channel, event, body.payload ?? null),
      channel,
      event,
    });
  })
  // A network drop of every realtime socket (with refuse: the hub is down until the refusal ends).
  .post('/realtime/drop', (c) => consoleAnswer(c, { dropped: c.var.state.realtime.dropAll() }, 'realtime'))
  .post('/realtime/refuse', async (c) => {
    const body = await readBody(c.req.raw);
    const ms = Math.min(Math.max(Number(body.ms ?? 0) || 0, 0), MAX_REFUSE_MS);
    const transport = body.transport === 'pusher' || body.transport === 'all' ? body.transport : 'hub';
    c.var.state.realtime.refuseFor(ms, transport);
    return consoleAnswer(c, { refusingForMs: ms, transport }, 'realtime');
  });

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const parsed: unknown = await request.json().catch(() => ({}));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  }
  if (type.includes('form')) return Object.fromEntries((await request.formData()).entries());
  return {};
}
