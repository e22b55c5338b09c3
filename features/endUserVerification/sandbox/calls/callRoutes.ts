import { Hono } from 'hono';
import { errorBody, type SandboxEnv } from '@features/api/sandbox';
import type { CallRecordWire } from '../../adapters/wire/callRecordWire';
import { ledgerOf } from '../VerificationLedger';
import { callRecordWireOf } from './callRecords';

/** How far back the contact's calls are answered: longer than any company's window, so every pod finds its call. */
export const CALLS_KEPT_HOURS = 24;

/**
 * GET /PsaContactValidation/calls?psaId&contactId -> the contact's call records of the last day, newest first
 * (adapters/wire/callRecordWire.ts): what each call asked for, its methods, the held check, its approval, its
 * status and its ticket note. Every change is published as VerificationCallChanged.
 */
export const callRoutes = new Hono<SandboxEnv>().get('/PsaContactValidation/calls', (c) => {
  const { state, user } = c.var;
  const psaId = c.req.query('psaId') ?? '';
  const contactId = c.req.query('contactId') ?? '';
  const psa = state.world.psas.find((p) => p.psaId === psaId && p.tenantId === user.tenantId);
  const contact = state.world.contacts.find((ct) => ct.id === contactId && ct.psaId === psaId);
  if (!psa || !contact) return c.json(errorBody('This contact was not found.'), 404);
  const since = Date.now() - CALLS_KEPT_HOURS * 3_600_000;
  const records: CallRecordWire[] = ledgerOf(state)
    .calls.filter(
      (call) =>
        call.tenantId === user.tenantId &&
        call.psaId === psaId &&
        call.contactId === contactId &&
        Date.parse(call.updatedAt) > since,
    )
    .map((call) => callRecordWireOf(state, call));
  return c.json(records);
});
