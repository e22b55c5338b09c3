import type { Context } from 'hono';
import { html } from 'hono/html';
import { errorBody, type SandboxEnv, type SandboxState } from '@features/api/sandbox';
import type { Resolved } from './resolveTarget';
import { ledgerOf, type OutboxEntry } from './VerificationLedger';

type Target = Extract<Resolved, { ok: true }>;

/**
 * A code by Teams: the company sends codes by Teams, the contact's Microsoft tenant has onboarded, and the
 * contact has a work account (the first email, as for the Microsoft push). The account is the recipient.
 */
export function checkTeams(c: Context<SandboxEnv>, target: Target): { channel: 'Teams'; value: string } | Response {
  if (!target.settings.methods.teams)
    return c.json(errorBody('This verification method is turned off for this company.'), 400);
  if (!target.contact.msTenantHasOnboarded)
    return c.json(
      errorBody(`${target.contact.name}'s Microsoft tenant has not onboarded: no Teams message can go.`),
      400,
    );
  const account = target.contact.communicationItems.find((item) => item.type === 'email');
  if (!account) return c.json(errorBody(`${target.contact.name} has no Microsoft account to message.`), 400);
  return { channel: 'Teams', value: account.value };
}

/** The Teams chat message the contact receives: who sends it, the code, and when it stops working. */
export function teamsCodeMessage(state: SandboxState, entry: OutboxEntry): string {
  const tenant = state.world.tenants.find((t) => t.id === entry.tenantId)?.name ?? 'Your IT provider';
  const minutes = Math.max(1, Math.round((Date.parse(entry.expiresAt) - Date.parse(entry.time)) / 60_000));
  return (
    `${tenant}: your verification code is ${entry.code}. Read it out to ${entry.inspectorName}, who is on a call ` +
    `with you. It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
  );
}

/** The Teams messages the outbox sent, newest first, as the contact reads them (GET /__sandbox/outbox/teams). */
export function teamsOutboxView(state: SandboxState) {
  return ledgerOf(state)
    .outbox.filter((entry) => entry.channel === 'Teams')
    .map((entry) => ({
      id: entry.id,
      time: entry.time,
      to: entry.recipient,
      contactName: entry.contactName,
      message: entry.message ?? '',
      code: entry.code,
      status: entry.status,
    }));
}

/** The console's Teams view: each code's chat message, with the code readable. Values are escaped by hono. */
export function teamsOutboxSection(state: SandboxState) {
  const messages = teamsOutboxView(state);
  return html`<h3 id="outbox-teams">Teams messages (codes)</h3>
    <p>
      What each contact read in Teams, newest first. As JSON:
      <a href="/__sandbox/outbox/teams">/__sandbox/outbox/teams</a>.
    </p>
    ${
      messages.length === 0
        ? html`<p>No code sent by Teams yet.</p>`
        : html`<ul>
            ${messages.map(
              (m) =>
                html`<li>
                  <strong>To ${m.contactName}</strong> (${m.to}), ${m.time}, ${m.status}: ${m.message}
                  <code>${m.code}</code>
                </li>`,
            )}
          </ul>`
    }`;
}
