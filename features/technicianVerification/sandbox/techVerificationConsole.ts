import { Hono } from 'hono';
import { html } from 'hono/html';
import { consoleAnswer, errorBody, readConsoleBody, type SandboxEnv, type SandboxState } from '@features/api/sandbox';
import { TECH_VERIFICATION_EVENT } from './techVerificationApiRoutes';
import {
  addRecord,
  enterCode,
  phoneOf,
  techLedgerOf,
  technicianView,
  type TechVerificationRecord,
} from './techVerificationLedger';

/** The console's view of a verification: the message plus the code the end user's phone received. */
function consoleView(record: TechVerificationRecord) {
  return { ...record.message, Code: record.code, TenantId: record.tenantId, WrongCodes: record.wrongCodes };
}

function publish(state: SandboxState, record: TechVerificationRecord): number {
  return state.realtime.publishToTenant(record.tenantId, TECH_VERIFICATION_EVENT, technicianView(record));
}

/**
 * The end user's side of Technician Verification, under /__sandbox (JSON or the console's forms):
 * - GET /tech-verifications: every verification, newest first, with the code the end user received.
 * - POST /tech-verifications/request {psaId, ticketId} (or {psaId, contactId} for a request that names
 *   no ticket): the ticket's contact asks to verify the technician; the tenant's technicians are told.
 * - POST /tech-verifications/{id}/enter {code}: the end user enters the code they received (right or wrong).
 */
export const techVerificationConsoleRoutes = new Hono<SandboxEnv>()
  .get('/tech-verifications', (c) => c.json(techLedgerOf(c.var.state).records.map(consoleView)))
  .post('/tech-verifications/request', async (c) => {
    const { state } = c.var;
    const body = await readConsoleBody(c.req.raw);
    const psa = state.world.psas.find((p) => p.psaId === body.psaId);
    if (!psa) return c.json(errorBody(`No integration ${body.psaId ?? ''}.`), 400);
    const ticket = body.ticketId
      ? state.world.tickets.find((t) => t.psaId === psa.psaId && t.id === body.ticketId)
      : null;
    if (body.ticketId && !ticket) return c.json(errorBody(`No ticket ${body.ticketId} in ${psa.psaId}.`), 404);
    const contactId = ticket ? ticket.contactId : body.contactId;
    const contact = state.world.contacts.find((ct) => ct.psaId === psa.psaId && ct.id === contactId);
    if (!contact)
      return c.json(
        errorBody(ticket ? `Ticket ${ticket.number} has no contact to ask.` : 'Give a ticketId or a contactId.'),
        400,
      );
    const phone = phoneOf(contact);
    const record = addRecord(
      techLedgerOf(state),
      psa.tenantId,
      {
        ContactId: contact.id,
        ContactName: contact.name,
        CrmId: psa.psaId,
        TicketId: ticket?.id ?? null,
        TicketNumber: ticket?.number ?? null,
        From: phone,
        To: phone,
      },
      'Requested',
    );
    const delivered = publish(state, record);
    return consoleAnswer(c, { ...consoleView(record), delivered }, 'tech-verification');
  })
  .post('/tech-verifications/:id/enter', async (c) => {
    const { state } = c.var;
    const record = techLedgerOf(state).records.find((r) => r.message.Id === c.req.param('id'));
    if (!record) return c.json(errorBody('No such technician verification.'), 404);
    if (record.message.Type !== 'CodeSent' && record.message.Type !== 'WrongCode') {
      return c.json(
        errorBody(
          record.code === null ? 'No code has been sent yet.' : `This verification is already ${record.message.Type}.`,
        ),
        409,
      );
    }
    const body = await readConsoleBody(c.req.raw);
    const code = typeof body.code === 'string' ? body.code : '';
    if (!code.trim()) return c.json(errorBody('Enter the code.'), 400);
    enterCode(record, code);
    publish(state, record);
    return consoleAnswer(c, consoleView(record), 'tech-verification');
  });

/** The console page's "Technician verification" section. Values are text (hono's html escapes them). */
export function techVerificationConsoleSection(state: SandboxState) {
  const records = techLedgerOf(state)
    .records.filter((r) => r.message.Type !== 'Verified' && r.message.Type !== 'Failed')
    .map(consoleView);
  // Tickets whose contact has a phone: the code goes by SMS.
  const tickets = state.world.tickets.filter((t) => {
    const contact = state.world.contacts.find((ct) => ct.id === t.contactId);
    return t.psaId === 'acme-cw' && t.kind === 'ticket' && contact && phoneOf(contact);
  });
  return html`
    <h2 id="tech-verification">Technician verification</h2>
    <p>
      Play an end user who was called by someone claiming to be their MSP: ask to verify the technician on a ticket,
      then enter the code your phone received. As JSON:
      <a href="/__sandbox/tech-verifications">/__sandbox/tech-verifications</a>. Reload to see new codes.
    </p>
    <form method="post" action="/__sandbox/tech-verifications/request">
      <input type="hidden" name="psaId" value="acme-cw" />
      <label
        >Ticket in acme-cw
        <select name="ticketId">
          ${tickets.map((t) => html`<option value="${t.id}">${t.number}: ${t.summary}</option>`)}
        </select></label
      >
      <button type="submit">Ask to verify the technician</button>
    </form>
    ${
      records.length === 0
        ? html`<p>No open technician verifications.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Time</th>
                <th>End user</th>
                <th>Ticket</th>
                <th>Status</th>
                <th>Code received</th>
                <th>Act as the end user</th>
              </tr>
            </thead>
            <tbody>
              ${records.map(
                (r) =>
                  html`<tr>
                    <td>${r.CreatedDate}</td>
                    <td>${r.ContactName}</td>
                    <td>${r.CrmId} ${r.TicketId ?? '(no ticket)'}</td>
                    <td>${r.Type}</td>
                    <td>${r.Code ? html`<code>${r.Code}</code>` : '—'}</td>
                    <td>
                      ${
                        r.Code
                          ? html`<form
                              method="post"
                              action="/__sandbox/tech-verifications/${r.Id}/enter"
                              style="display:inline"
                            >
                              <label>Code <input name="code" inputmode="numeric" size="8" /></label>
                              <button type="submit">Enter</button>
                            </form>`
                          : 'Waiting for the technician to send a code'
                      }
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  `;
}
