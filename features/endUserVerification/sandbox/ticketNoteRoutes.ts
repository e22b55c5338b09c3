import { Hono } from 'hono';
import type { AddTicketNoteBody } from '../adapters/wire/verificationWire';
import { errorBody, type SandboxEnv, readJson } from '@features/api/sandbox';
import { ledgerOf } from './VerificationLedger';

/** Longest note the sandbox's PSAs accept. */
const MAX_NOTE_LENGTH = 4000;

/**
 * POST /TicketUpdate/crm/{crmId}/ticket/addNote {ticketId, text, internal} -> {id}. The note is kept
 * in the sandbox (GET /__sandbox/ticket-notes and the console), as the PSA would show it on the ticket.
 */
export const ticketNoteRoutes = new Hono<SandboxEnv>().post('/TicketUpdate/crm/:crmId/ticket/addNote', async (c) => {
  const { state, user } = c.var;
  const crmId = c.req.param('crmId');
  const psa = state.world.psas.find((p) => p.psaId === crmId && p.tenantId === user.tenantId);
  if (!psa) return c.json(errorBody('This integration was not found.'), 404);
  const body = await readJson<Partial<AddTicketNoteBody>>(c.req.raw);
  const ticket = state.world.tickets.find((t) => t.id === body.ticketId && t.psaId === crmId);
  if (!ticket) return c.json(errorBody('This ticket was not found.'), 404);
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (!text) return c.json(errorBody('The note is empty.'), 400);
  if (text.length > MAX_NOTE_LENGTH)
    return c.json(errorBody(`The note is longer than ${MAX_NOTE_LENGTH} characters.`), 400);
  const note = {
    id: `n-${globalThis.crypto.randomUUID()}`,
    crmId,
    ticketId: ticket.id,
    text,
    author: user.username,
    time: new Date().toISOString(),
  };
  ledgerOf(state).ticketNotes.unshift(note);
  return c.json({ id: note.id });
});
