import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { errorBody, type SandboxEnv } from '../../../sandbox/contract/sandboxEnv';
import type { SandboxState } from '../../../sandbox/contract/SandboxState';
import { completeVerification } from './completeVerification';
import { ledgerOf, type OutboxEntry } from './VerificationLedger';
import { readJson } from '../../../sandbox/contract/routes/sessionRoutes';

/** The outbox as JSON, newest first: what the sandbox "sent" (code, channel, recipient, time, status...). */
export function outboxView(state: SandboxState) {
  const ledger = ledgerOf(state);
  return ledger.outbox.map((entry) => {
    ledger.refresh(entry);
    const { record: _record, wrongAttempts: _attempts, ...view } = entry;
    return view;
  });
}

/**
 * The end user's side of verification, under /__sandbox:
 * - GET /outbox: every send (JSON, newest first). GET /ticket-notes: notes added to tickets.
 * - POST /verification/{id}/approve | deny: answer a pending push as the end user.
 * - POST /verification/{id}/open-link: the end user opens the link of an email verification.
 * - POST /verification/{id}/expire: make a code or push run out now.
 * - POST /verification/gateway {delayMs}: slow the SMS/email gateway so a send can be cancelled.
 * Approving or opening a link records the verification and publishes ContactVerificationPassed.
 * A form post (the console page) is sent back to the console; fetch callers get JSON.
 */
export const verificationConsoleRoutes = new Hono<SandboxEnv>()
  .get('/outbox', (c) => c.json(outboxView(c.var.state)))
  .get('/ticket-notes', (c) => c.json(ledgerOf(c.var.state).ticketNotes))
  .post('/verification/gateway', async (c) => {
    const body = await readJson<{ delayMs?: unknown }>(c.req.raw);
    const delayMs = Number(body.delayMs);
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000) return c.json(errorBody('delayMs must be 0 to 60000.'), 400);
    ledgerOf(c.var.state).gatewayDelayMs = delayMs;
    return c.json({ delayMs });
  })
  .post('/verification/:id/:action{approve|deny|open-link|expire}', (c) => {
    const { state } = c.var;
    const ledger = ledgerOf(state);
    const entry = ledger.find(c.req.param('id'));
    if (!entry) return answer(c, 404, errorBody('No such verification in the outbox.'));
    const status = ledger.refresh(entry);
    const action = c.req.param('action');
    if (action === 'expire') {
      if (status !== 'sent' && status !== 'pending') return answer(c, 409, errorBody(`This verification is already ${status}.`));
      entry.status = 'expired';
      entry.expiresAt = new Date().toISOString();
      return answer(c, 200, { id: entry.id, status: entry.status });
    }
    const pushAction = action === 'approve' || action === 'deny';
    if (pushAction && entry.code !== null) return answer(c, 409, errorBody('Only a push can be approved or denied.'));
    if (action === 'open-link' && !entry.link) return answer(c, 409, errorBody('This send has no link.'));
    if (status !== (pushAction ? 'pending' : 'sent')) return answer(c, 409, errorBody(`This verification is already ${status}.`));
    if (action === 'deny') entry.status = 'denied';
    else completeVerification(state, entry, 'endUser');
    return answer(c, 200, { id: entry.id, status: entry.status });
  });

function answer(c: Context<SandboxEnv>, status: 200 | 404 | 409, body: object) {
  const fromForm = (c.req.header('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
  return fromForm && status === 200 ? c.redirect('/__sandbox#outbox', 303) : c.json(body, status);
}

/** The console page's Outbox section. Values are text (hono's html escapes them). */
export function verificationConsoleSection(state: SandboxState) {
  const entries = outboxView(state);
  const notes = ledgerOf(state).ticketNotes;
  const button = (entry: Pick<OutboxEntry, 'id'>, action: string, label: string) =>
    html`<form method="post" action="/__sandbox/verification/${entry.id}/${action}" style="display:inline"><button type="submit">${label}</button></form>`;
  return html`
    <h2 id="outbox">Outbox (verification)</h2>
    <p>Every code and push the app sent, newest first. As JSON: <a href="/__sandbox/outbox">/__sandbox/outbox</a>.
    Reload to see new sends.</p>
    ${entries.length === 0
      ? html`<p>Nothing sent yet.</p>`
      : html`<table>
          <thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Contact</th><th>Code</th><th>Status</th><th>Act as the end user</th></tr></thead>
          <tbody>
            ${entries.map(
              (e) => html`<tr>
                <td>${e.time}</td><td>${e.channel}</td><td>${e.recipient}</td><td>${e.contactName}</td>
                <td>${e.code ? html`<code>${e.code}</code>` : '—'}</td><td>${e.status}</td>
                <td>
                  ${e.status === 'pending' ? html`${button(e, 'approve', 'Approve')} ${button(e, 'deny', 'Deny')}` : ''}
                  ${e.status === 'sent' && e.link ? button(e, 'open-link', 'Open link') : ''}
                  ${e.status === 'sent' || e.status === 'pending' ? button(e, 'expire', 'Expire') : ''}
                </td>
              </tr>`,
            )}
          </tbody>
        </table>`}
    <h3>Ticket notes</h3>
    ${notes.length === 0
      ? html`<p>No notes added yet.</p>`
      : html`<ul>${notes.map((n) => html`<li><strong>${n.crmId} ticket ${n.ticketId}</strong> by ${n.author} at ${n.time}<pre>${n.text}</pre></li>`)}</ul>`}
  `;
}
