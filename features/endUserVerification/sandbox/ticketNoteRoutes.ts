import { Hono } from 'hono';
import type { AddTicketNoteBody } from '../adapters/wire/verificationWire';
import { errorBody, type SandboxEnv, readJson } from '@features/api/sandbox';
import { ledgerOf } from './VerificationLedger';
import { callOf, touch } from './calls/callRecords';

/** Longest note the sandbox's PSAs accept. */
const MAX_NOTE_LENGTH = 4000;

/**
 * POST /TicketUpdate/crm/{crmId}/ticket/addNote {ticketId, text, internal, callId?} -> {id}. The note is kept
 * in the sandbox (GET /__sandbox/ticket-notes and the console), as the PSA would show it on the ticket. With a
 * verification call's id it is that call's note: once per call (409 naming who wrote it), and only for a
 * verified or denied call.
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
  // A note reporting a verification call is written once: a second (another tab, a reload) is refused.
  const call = typeof body.callId === 'string' && body.callId ? callOf(state, user.tenantId, body.callId) : null;
  if (body.callId !== undefined && (!call || call.ticketId !== ticket.id))
    return c.json(errorBody('This verification was not found on this ticket.'), 404);
  if (call?.ticketNote)
    return c.json(
      errorBody(`A note for this verification is already on the ticket, added by ${call.ticketNote.by}.`),
      409,
    );
  if (call && call.status !== 'verified' && call.status !== 'denied')
    return c.json(errorBody('This verification has no result to note yet.'), 409);
  const note = {
    id: `n-${globalThis.crypto.randomUUID()}`,
    crmId,
    ticketId: ticket.id,
    text,
    author: user.username,
    time: new Date().toISOString(),
  };
  ledgerOf(state).ticketNotes.unshift(note);
  if (call) {
    call.ticketNote = { by: user.username, at: note.time };
    touch(state, call);
  }
  return c.json({ id: note.id });
});
