import { Hono } from 'hono';
import { errorBody, readJson, type SandboxEnv } from '@features/api/sandbox';
import { FAILURE_REASONS } from '../adapters/wire/verificationWire';
import { ledgerOf, type SandboxFailure } from './VerificationLedger';

interface PastFailureBody {
  psaId?: unknown;
  contactId?: unknown;
  inspectorName?: unknown;
  minutesAgo?: unknown;
  reason?: unknown;
  value?: unknown;
  callId?: unknown;
}

/**
 * POST /verification/failures/past {psaId, contactId, inspectorName, minutesAgo, reason?, value?, callId?}
 * (under /__sandbox): a failed SMS code check some minutes ago goes into the tenant's log, as if it had happened then: no
 * event, no lock. Stories and people use it to show a contact with repeated failures without failing live checks.
 */
export const pastFailureRoutes = new Hono<SandboxEnv>().post('/verification/failures/past', async (c) => {
  const body = await readJson<PastFailureBody>(c.req.raw);
  const { world } = c.var.state;
  const contact = world.contacts.find((ct) => ct.id === body.contactId && ct.psaId === body.psaId);
  const psa = world.psas.find((p) => p.psaId === contact?.psaId);
  if (!contact || !psa) return c.json(errorBody('No such contact in that PSA.'), 404);
  const minutesAgo = Number(body.minutesAgo ?? 0);
  if (!Number.isFinite(minutesAgo) || minutesAgo < 0) return c.json(errorBody('minutesAgo must be 0 or more.'), 400);
  const reason = FAILURE_REASONS.find((r) => r === body.reason) ?? 'WrongCode';
  const failure: SandboxFailure = {
    tenantId: psa.tenantId,
    psaId: psa.psaId,
    contactId: contact.id,
    validationId: `v-past-${ledgerOf(c.var.state).failures.length + 1}`,
    date: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    validationType: 'SMS',
    inspectorName: typeof body.inspectorName === 'string' ? body.inspectorName : 'Technician',
    reason,
    value: typeof body.value === 'string' ? body.value : '',
    ...(typeof body.callId === 'string' && body.callId ? { callId: body.callId } : {}),
  };
  ledgerOf(c.var.state).failures.unshift(failure);
  return c.json(failure);
});
