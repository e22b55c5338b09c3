import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { consoleAnswer, errorBody, readConsoleBody, type SandboxEnv, type SandboxState } from '@features/api/sandbox';
import type { ApprovalWire } from '../../adapters/wire/approvalWire';
import { ledgerOf } from '../VerificationLedger';
import { approvalLedgerOf, refreshApproval } from './ApprovalLedger';
import { applyAnswer, isRefusal } from './applyAnswer';

const SECTION = 'approvals';

/** Every approval request, newest first, each refreshed against the approvals' clock. */
export function approvalsView(state: SandboxState): ApprovalWire[] {
  return approvalLedgerOf(state).approvals.map((approval) => {
    const tenantId = ledgerOf(state).find(approval.validationId)?.tenantId;
    return tenantId ? refreshApproval(state, tenantId, approval) : approval;
  });
}

/**
 * The approver's side, under /__sandbox:
 * - GET /approvals: every request (JSON, newest first), as the email and Teams message each approver received.
 * - POST /approvals/{id}/approve | deny {reason}: answer as the approver the request was sent to (the same rules
 *   as the app's answer: once, in time, while the verification is unrecorded; a deny needs a reason).
 * - POST /approvals/clock {minutes}: move the approvals' clock forward (to see a request expire).
 * - POST /approvals/policy {tenantId?, neededFor: comma-separated otherContact, highRiskRequest (empty: never),
 *   minutes?}: set a tenant's approval policy (Acme MSP's when no tenant is named; every tenant starts with never).
 */
export const approvalConsoleRoutes = new Hono<SandboxEnv>()
  .get('/approvals', (c) => c.json(approvalsView(c.var.state)))
  .post('/approvals/clock', async (c) => {
    const minutes = Number((await readConsoleBody(c.req.raw)).minutes);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
      return c.json(errorBody('minutes must be 1 to 1440.'), 400);
    approvalLedgerOf(c.var.state).advance(minutes * 60_000);
    return consoleAnswer(c, { advancedMinutes: minutes }, SECTION);
  })
  .post('/approvals/policy', async (c) => {
    const body = await readConsoleBody(c.req.raw);
    const tenantId = body.tenantId || 't-acme';
    if (!c.var.state.world.tenants.some((t) => t.id === tenantId)) return c.json(errorBody('No such tenant.'), 404);
    const neededFor = (body.neededFor ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (neededFor.some((t) => t !== 'otherContact' && t !== 'highRiskRequest'))
      return c.json(errorBody('neededFor lists otherContact and highRiskRequest, or nothing (never).'), 400);
    const minutes = body.minutes ? Number(body.minutes) : 10;
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
      return c.json(errorBody('minutes must be 1 to 1440.'), 400);
    const ledger = ledgerOf(c.var.state);
    const approval = { neededFor: neededFor as ('otherContact' | 'highRiskRequest')[], expiresAfterMinutes: minutes };
    ledger.settingsByTenant.set(tenantId, { ...ledger.settingsFor(tenantId), approval });
    return consoleAnswer(c, { tenantId, approval }, SECTION);
  })
  .post('/approvals/:id/:decision{approve|deny}', async (c) => answerAsApprover(c));

async function answerAsApprover(c: Context<SandboxEnv>) {
  const { state } = c.var;
  const approval = approvalLedgerOf(state).find(c.req.param('id') ?? '');
  if (!approval) return c.json(errorBody('No such approval request.'), 404);
  const approver = state.world.users.find((u) => u.id === approval.approver.id);
  if (!approver) return c.json(errorBody('The approver is not a user of the sandbox.'), 404);
  const tenantId = ledgerOf(state).find(approval.validationId)?.tenantId ?? approver.tenantId;
  refreshApproval(state, tenantId, approval);
  const reason = (await readConsoleBody(c.req.raw)).reason ?? '';
  const decision = c.req.param('decision') === 'approve' ? 'approve' : 'deny';
  const result = applyAnswer(state, approver, approval, decision, reason);
  if (isRefusal(result)) return c.json(errorBody(result.message), result.status);
  return consoleAnswer(c, result, SECTION);
}

/** The console page's section: each request as the message its approver got, with Approve and Deny. */
export function approvalConsoleSection(state: SandboxState) {
  const approvals = approvalsView(state);
  return html`
    <h2 id="${SECTION}">Approval requests (email and Teams)</h2>
    <p>
      What each approver received when a technician asked them to approve a verification, newest first. As JSON:
      <a href="/__sandbox/approvals">/__sandbox/approvals</a>. Answer as the approver below, or sign in as them and open
      Approvals in the app.
    </p>
    <form method="post" action="/__sandbox/approvals/policy">
      <label
        >Acme MSP needs approval for
        <select name="neededFor">
          <option value="">never</option>
          <option value="otherContact">a contact other than the ticket's</option>
          <option value="highRiskRequest">every high-risk request (password or MFA reset)</option>
          <option value="otherContact,highRiskRequest">both</option>
        </select></label
      >
      <button type="submit">Set the policy</button>
    </form>
    <form method="post" action="/__sandbox/approvals/clock">
      <label
        >Move the approvals' clock forward
        <input name="minutes" type="number" min="1" max="1440" value="10" /> minutes</label
      >
      <button type="submit">Move</button>
    </form>
    ${
      approvals.length === 0
        ? html`<p>No approval requested yet.</p>`
        : html`<ul>
            ${approvals.map(approvalMessage)}
          </ul>`
    }
  `;
}

function approvalMessage(a: ApprovalWire) {
  const answered = a.answer
    ? html`<p>
        <strong>${a.state === 'approved' ? 'Approved' : 'Denied'} by ${a.answer.by.name}</strong
        >${a.answer.reason ? html`: ${a.answer.reason}` : ''}
      </p>`
    : '';
  return html`<li>
    <p>
      <strong>To ${a.approver.name}</strong> (email and Teams), ${a.requestedAt}: ${a.requester.name} asks you to
      approve the verification of ${a.contactName}${a.ticketId ? html` on ticket ${a.ticketId}` : ''} (${a.request}).
      Reason: ${a.reason}. Expires ${a.expiresAt}. State: <strong>${a.state}</strong>.
    </p>
    ${answered}
    ${
      a.state === 'requested'
        ? html`<form method="post" action="/__sandbox/approvals/${a.id}/approve" style="display:inline">
              <input name="reason" placeholder="Reason (optional)" /> <button type="submit">Approve</button>
            </form>
            <form method="post" action="/__sandbox/approvals/${a.id}/deny" style="display:inline">
              <input name="reason" placeholder="Reason" required /> <button type="submit">Deny</button>
            </form>`
        : ''
    }
  </li>`;
}
