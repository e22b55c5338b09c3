import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { errorBody, type SandboxEnv, type SandboxState, readJson } from '@features/api/sandbox';
import { passVerification } from './approvals/passVerification';
import { expire, recordFailure, refreshEntry } from './failureLog';
import { settingsForCompany } from './resolveTarget';
import { ledgerOf, type OutboxEntry } from './VerificationLedger';
import { teamsOutboxSection, teamsOutboxView } from './teamsCodes';
import { VERIFY_PAGE_PATH } from '../adapters/wire/linkPageWire';

/** The outbox as JSON, newest first: what the sandbox "sent" (code or link, channel, recipient, time, status...). */
export function outboxView(state: SandboxState) {
  const ledger = ledgerOf(state);
  return ledger.outbox.map((entry) => {
    refreshEntry(state, entry, () => settingsForCompany(state, entry.tenantId, entry.companyId));
    const { record: _record, wrongAttempts: _attempts, verifyLink, ...view } = entry;
    // The end user learns the number from the technician on the call, never from the message: not shown.
    const link = verifyLink && {
      url: verifyLink.url,
      via: verifyLink.via,
      state: verifyLink.state,
      reads: verifyLink.reads,
    };
    return { ...view, verifyLink: link };
  });
}

/** Failed checks, newest first (every tenant), and the contacts whose sends are refused. */
export function failuresView(state: SandboxState) {
  const ledger = ledgerOf(state);
  const now = Date.now();
  return {
    failures: ledger.failures,
    locks: [...ledger.locks]
      .filter(([, until]) => until > now)
      .map(([key, until]) => ({ contact: key, until: new Date(until).toISOString() })),
  };
}

/**
 * The end user's side of verification, under /__sandbox:
 * - GET /outbox: every send (JSON, newest first); a link's address is in `verifyLink.url`.
 * - GET /outbox/teams: the codes sent by Teams, as the contact reads each chat message (JSON, newest first).
 * - GET /verification/failures: failed checks and locks. POST /verification/locks/clear ends every lock.
 * - GET /ticket-notes: notes added to tickets.
 * - POST /verification/{id}/approve | deny: answer a pending push as the end user.
 * - POST /verification/{id}/open-link: the end user opens the link of an email code.
 * - POST /verification/{id}/scan: a link scanner fetches a verification link (a GET of the page, which never
 *   carries the fragment, then the details a script on the page could read): nothing changes.
 * - POST /verification/{id}/expire: make a code, push or link run out now.
 * - POST /verification/gateway {delayMs}: slow the SMS/email gateway so a send can be cancelled.
 * - GET /verification/gateway -> {delayMs, cancelled}: the delay, and how many held sends it dropped because
 *   their caller went away (a test waits for that instead of for the delay).
 * Approving or opening a link records the verification and publishes ContactVerificationPassed (or holds it
 * for a manager when the company's approval policy asks: GET /__sandbox/approvals).
 * A form post (the console page) is sent back to the console; fetch callers get JSON.
 */
export const verificationConsoleRoutes = new Hono<SandboxEnv>()
  .get('/outbox', (c) => c.json(outboxView(c.var.state)))
  .get('/outbox/teams', (c) => c.json(teamsOutboxView(c.var.state)))
  .get('/ticket-notes', (c) => c.json(ledgerOf(c.var.state).ticketNotes))
  .get('/verification/failures', (c) => c.json(failuresView(c.var.state)))
  .post('/verification/locks/clear', (c) => {
    const locks = ledgerOf(c.var.state).locks;
    const cleared = locks.size;
    locks.clear();
    return answer(c, 200, { cleared });
  })
  .get('/verification/gateway', (c) => {
    const ledger = ledgerOf(c.var.state);
    return c.json({ delayMs: ledger.gatewayDelayMs, cancelled: ledger.gatewayCancelled });
  })
  .post('/verification/gateway', async (c) => {
    const body = await readJson<{ delayMs?: unknown }>(c.req.raw);
    const delayMs = Number(body.delayMs);
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000)
      return c.json(errorBody('delayMs must be 0 to 60000.'), 400);
    ledgerOf(c.var.state).gatewayDelayMs = delayMs;
    return c.json({ delayMs });
  })
  .post('/verification/:id/scan', async (c) => {
    const { state } = c.var;
    const entry = ledgerOf(state).find(c.req.param('id'));
    if (!entry?.verifyLink) return answer(c, 404, errorBody('No such verification link in the outbox.'));
    const link = entry.verifyLink;
    // What a scanner's GET sends: the page's address without the fragment, which browsers never send.
    const page = `${new URL(c.req.url).origin}${VERIFY_PAGE_PATH}`;
    const pageStatus = await fetch(page, { method: 'GET', redirect: 'manual' }).then(
      (r) => r.status,
      () => null,
    );
    // A scanner that also runs the page's script reads the details: still nothing changes.
    link.reads += 1;
    return answer(c, 200, {
      id: entry.id,
      fetched: page,
      pageStatus,
      status: refreshEntry(state, entry, () => settingsForCompany(state, entry.tenantId, entry.companyId)),
      linkState: link.state,
    });
  })
  .post('/verification/:id/:action{approve|deny|open-link|expire}', (c) => {
    const { state } = c.var;
    const ledger = ledgerOf(state);
    const entry = ledger.find(c.req.param('id'));
    if (!entry) return answer(c, 404, errorBody('No such verification in the outbox.'));
    const settings = () => settingsForCompany(state, entry.tenantId, entry.companyId);
    const status = refreshEntry(state, entry, settings);
    const action = c.req.param('action');
    if (action === 'expire') {
      if (status !== 'sent' && status !== 'pending')
        return answer(c, 409, errorBody(`This verification is already ${status}.`));
      entry.expiresAt = new Date().toISOString();
      expire(state, entry, settings());
      return answer(c, 200, { id: entry.id, status: entry.status });
    }
    const pushAction = action === 'approve' || action === 'deny';
    if (pushAction && (entry.code !== null || entry.verifyLink))
      return answer(c, 409, errorBody('Only a push can be approved or denied.'));
    if (action === 'open-link' && !entry.link) return answer(c, 409, errorBody('This send has no link.'));
    if (status !== (pushAction ? 'pending' : 'sent'))
      return answer(c, 409, errorBody(`This verification is already ${status}.`));
    if (action === 'deny') {
      entry.status = 'denied';
      recordFailure(state, entry, 'Denied', settings());
    } else passVerification(state, entry);
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
  const { failures, locks } = failuresView(state);
  return html`
    <h2 id="outbox">Outbox (verification)</h2>
    <p>
      Every code, push and link the app sent, newest first. As JSON: <a href="/__sandbox/outbox">/__sandbox/outbox</a>.
      A verification link opens the contact's page; the technician reads out the number to choose.
    </p>
    ${outboxTable(entries)} ${teamsOutboxSection(state)}
    <h3>Failed attempts</h3>
    ${
      failures.length === 0
        ? html`<p>No failed checks.</p>`
        : html`<ul>
            ${failures.slice(0, 30).map((f) => html`<li>${f.date}: ${f.reason} (${f.validationType} to ${f.value}) by ${f.inspectorName}, contact ${f.contactId}</li>`)}
          </ul>`
    }
    ${
      locks.length === 0
        ? ''
        : html`<p>Sends refused: ${locks.map((l) => html`${l.contact} until ${l.until}; `)}
          <form method="post" action="/__sandbox/verification/locks/clear" style="display:inline"><button type="submit">End every lock</button></form></p>`
    }
    <h3>Ticket notes</h3>
    ${
      notes.length === 0
        ? html`<p>No notes added yet.</p>`
        : html`<ul>
            ${notes.map(
              (n) =>
                html`<li>
                  <strong>${n.crmId} ticket ${n.ticketId}</strong> by ${n.author} at ${n.time}
                  <pre>${n.text}</pre>
                </li>`,
            )}
          </ul>`
    }
  `;
}

/** One row per send, newest first, with what the end user could do to it now. */
function outboxTable(entries: ReturnType<typeof outboxView>) {
  return entries.length === 0
    ? html`<p>Nothing sent yet.</p>`
    : html`<table>
        <thead>
          <tr>
            <th>Time</th>
            <th>Channel</th>
            <th>To</th>
            <th>Contact</th>
            <th>Code or link</th>
            <th>Status</th>
            <th>Act as the end user</th>
          </tr>
        </thead>
        <tbody>
          ${entries.map(
            (e) =>
              html`<tr>
                <td>${e.time}</td>
                <td>${e.channel}${e.verifyLink ? html` (${e.verifyLink.via})` : ''}</td>
                <td>${e.recipient}</td>
                <td>${e.contactName}</td>
                <td>
                  ${e.code ? html`<code>${e.code}</code>` : e.verifyLink ? html`<a href="${e.verifyLink.url}" target="_blank" rel="noopener noreferrer">Open link</a> (read ${e.verifyLink.reads}×)` : '—'}
                </td>
                <td>${e.status}${e.verifyLink && e.verifyLink.state === 'confirmed' ? ' (numbers shown)' : ''}</td>
                <td>
                  ${e.status === 'pending' && !e.verifyLink ? html`${button(e, 'approve', 'Approve')} ${button(e, 'deny', 'Deny')}` : ''}
                  ${e.verifyLink ? button(e, 'scan', 'Open as a link scanner') : ''}
                  ${e.status === 'sent' && e.link ? button(e, 'open-link', 'Open link') : ''}
                  ${e.status === 'sent' || e.status === 'pending' ? button(e, 'expire', 'Expire') : ''}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>`;
}

/** A console button that acts on a send as the end user (or time) would. */
function button(entry: Pick<OutboxEntry, 'id'>, action: string, label: string) {
  return html`<form method="post" action="/__sandbox/verification/${entry.id}/${action}" style="display:inline">
    <button type="submit">${label}</button>
  </form>`;
}
