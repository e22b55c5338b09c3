import { Hono, type Context } from 'hono';
import { psaFor, errorBody, type SandboxEnv, type SandboxTicket, readJson } from '@features/api/sandbox';
import type {
  LinkTechRequestBody,
  SendTechCodeBody,
  TechVerificationWire,
} from '../adapters/wire/techVerificationWire';
import { queryTechHistory } from './techHistoryQuery';
import {
  addRecord,
  isOpen,
  phoneOf,
  sendCode,
  techLedgerOf,
  technicianView,
  type TechVerificationRecord,
} from './techVerificationLedger';

/** Hub event kind that carries every change of a tech verification message (spec section 9). */
export const TECH_VERIFICATION_EVENT = 'PsaTechVerificationSmsRequest';

/** Tells every technician of the tenant that a verification changed (an end user asked, a code was sent, entered). */
export function publishTechVerification(c: Context<SandboxEnv>, record: TechVerificationRecord): void {
  c.var.state.realtime.publishToTenant(record.tenantId, TECH_VERIFICATION_EVENT, technicianView(record));
}

/**
 * Technician Verification (spec section 7). Every answer is the tech verification message
 * (features/technicianVerification/adapters/wire/techVerificationWire.ts):
 * - GET /VerifiedPsaTechBySms/crm/{crmId}/tickets/{ticketId}: the ticket's verifications, newest first.
 * - POST /VerifiedPsaTechBySms {CrmId, TicketId, RequestId}: text a code to the ticket's contact,
 *   answering the request RequestId (or starting one when null).
 * - POST /VerifiedPsaTechBySms/link-tech-verification-request {RequestId, CrmId, TicketId}: links a
 *   request that came without a ticket (or with another one) to this ticket.
 * - GET /VerifiedPsaTechBySms?_start&_end&field&order&ContactName&Type&TicketId&CrmId: the history, x-total-count.
 */
export const techVerificationApiRoutes = new Hono<SandboxEnv>()
  .get('/VerifiedPsaTechBySms/crm/:crmId/tickets/:ticketId', (c) => {
    const { crmId, ticketId } = c.req.param();
    const access = psaFor(c.var.state, c.var.user, crmId, null);
    if ('error' in access) return c.json(errorBody(access.error), access.status);
    const rows = techLedgerOf(c.var.state).records.filter(
      (r) => r.tenantId === c.var.user.tenantId && r.message.CrmId === crmId && r.message.TicketId === ticketId,
    );
    return c.json(rows.map(technicianView));
  })
  .post('/VerifiedPsaTechBySms/link-tech-verification-request', async (c) => {
    const body = await readJson<Partial<LinkTechRequestBody>>(c.req.raw);
    const ticket = ticketFor(c, body.CrmId, body.TicketId);
    if ('error' in ticket) return c.json(errorBody(ticket.error), ticket.status);
    const record = findRecord(c, body.RequestId);
    if (!record) return c.json(errorBody('This verification request was not found.'), 404);
    if (!isOpen(record)) return c.json(errorBody(`This verification is already ${record.message.Type}.`), 409);
    record.message = {
      ...record.message,
      CrmId: ticket.ticket.psaId,
      TicketId: ticket.ticket.id,
      TicketNumber: ticket.ticket.number,
      UpdatedDate: new Date().toISOString(),
    };
    publishTechVerification(c, record);
    return c.json(technicianView(record));
  })
  .post('/VerifiedPsaTechBySms', async (c) => {
    const body = await readJson<Partial<SendTechCodeBody>>(c.req.raw);
    const found = ticketFor(c, body.CrmId, body.TicketId);
    if ('error' in found) return c.json(errorBody(found.error), found.status);
    const { ticket } = found;
    const contact = c.var.state.world.contacts.find((ct) => ct.id === ticket.contactId);
    if (!contact) return c.json(errorBody(`Ticket ${ticket.number} has no contact to text the code to.`), 400);
    const phone = phoneOf(contact);
    if (!phone) return c.json(errorBody(`${contact.name} has no phone number to text the code to.`), 400);
    const ledger = techLedgerOf(c.var.state);
    let record: TechVerificationRecord;
    if (body.RequestId) {
      const existing = findRecord(c, body.RequestId);
      if (!existing) return c.json(errorBody('This verification request was not found.'), 404);
      if (existing.message.TicketId !== ticket.id)
        return c.json(errorBody('Link this request to the ticket first.'), 409);
      if (!isOpen(existing)) return c.json(errorBody(`This verification is already ${existing.message.Type}.`), 409);
      record = existing;
    } else {
      const fields = {
        ContactId: contact.id,
        ContactName: contact.name,
        CrmId: ticket.psaId,
        TicketId: ticket.id,
        TicketNumber: ticket.number,
        From: null,
        To: phone,
      };
      record = addRecord(ledger, c.var.user.tenantId, fields, 'Requested');
    }
    sendCode(record, c.var.user.username, phone);
    publishTechVerification(c, record);
    return c.json(technicianView(record));
  })
  .get('/VerifiedPsaTechBySms', (c) => {
    const rows = techLedgerOf(c.var.state)
      .records.filter((r) => r.tenantId === c.var.user.tenantId)
      .map(technicianView);
    const query = queryTechHistory(rows, new URL(c.req.url).searchParams);
    if ('error' in query) return c.json(errorBody(query.error), 400);
    c.header('x-total-count', String(query.total));
    c.header('Access-Control-Expose-Headers', 'x-total-count');
    return c.json(query.rows satisfies TechVerificationWire[]);
  });

function findRecord(c: Context<SandboxEnv>, id: unknown): TechVerificationRecord | null {
  if (typeof id !== 'string') return null;
  return (
    techLedgerOf(c.var.state).records.find((r) => r.message.Id === id && r.tenantId === c.var.user.tenantId) ?? null
  );
}

function ticketFor(
  c: Context<SandboxEnv>,
  crmId: unknown,
  ticketId: unknown,
): { ticket: SandboxTicket } | { error: string; status: 400 | 403 | 404 } {
  if (typeof crmId !== 'string' || typeof ticketId !== 'string')
    return { error: 'CrmId and TicketId are required.', status: 400 as const };
  const access = psaFor(c.var.state, c.var.user, crmId, null);
  if ('error' in access) return { error: access.error, status: access.status };
  const ticket = c.var.state.world.tickets.find((t) => t.psaId === crmId && t.id === ticketId);
  if (!ticket) return { error: `No ticket ${ticketId} was found in ${access.psa.name}.`, status: 404 as const };
  return { ticket };
}
