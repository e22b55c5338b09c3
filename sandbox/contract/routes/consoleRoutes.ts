import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { featureSandboxes } from '@features/sandboxRegistry';
import { DUO_USER_EMAILS } from '../../identity/duoRoutes';
import { SANDBOX_MFA_CODE, SANDBOX_PASSWORD } from '../../world/seedWorld';
import { HUB_EVENT_KINDS } from '../hubEventSamples';
import { contactPodUrl, podUrl } from '../podLinks';
import { SANDBOX_API_VIEWER_PATH } from '../sandboxPaths';
import { realtimeConsoleRoutes } from './realtimeConsoleRoutes';
import { injectionConsoleRoutes } from '../injection/injectionConsoleRoutes';
import type { SandboxEnv } from '../sandboxEnv';
import { psaDescriptors } from '@adapters/psa/registry';
import type { SandboxState } from '../SandboxState';
import { consoleAnswer } from './consoleAnswer';
import { CONSOLE_PAGE_SCRIPT } from './consolePageScript';

/** The seeded world as tests and people need it: who can sign in, which tickets exist. */
export function worldSummary(state: SandboxState) {
  const { world } = state;
  return {
    password: SANDBOX_PASSWORD,
    mfaCode: SANDBOX_MFA_CODE,
    tenants: world.tenants.map(({ id, alias, name, plan }) => ({ id, alias, name, plan })),
    users: world.users.map((u) => ({
      id: u.id,
      email: u.email,
      username: u.username,
      tenantId: u.tenantId,
      plan: state.tenantOf(u).plan,
      signIn: u.mfaCode ? 'mfa' : u.singleSignOn ? 'sso' : DUO_USER_EMAILS.has(u.email) ? 'duo' : 'password',
    })),
    psas: world.psas,
    companies: world.companies,
    contacts: world.contacts.map((ct) => {
      const psa = world.psas.find((p) => p.psaId === ct.psaId)!;
      const { id, psaId, companyId, name, optedStatus } = ct;
      return { id, psaId, companyId, name, optedStatus, psaType: psa.type, podUrl: contactPodUrl(psa, ct) };
    }),
    // A ticket's pod URL only where the PSA looks tickets up: elsewhere (Kaseya, Microsoft 365, import
    // integrations) the pod reads the id as a contact id, so a ticket link would open the wrong record.
    tickets: world.tickets.map((t) => {
      const psa = world.psas.find((p) => p.psaId === t.psaId)!;
      return { ...t, psaType: psa.type, podUrl: hasTicketLookups(psa.type) ? podUrl(psa, t) : null };
    }),
  };
}

function hasTicketLookups(psaType: string): boolean {
  return psaDescriptors.some((d) => d.type === psaType && !!d.lookups.ticket);
}

/** The sandbox console (/__sandbox) and its JSON views. Values are escaped by hono's html tag. */
export const consoleRoutes = new Hono<SandboxEnv>()
  .get('/world', (c) => c.json(worldSummary(c.var.state)))
  .post('/sessions/expire', (c) => consoleAnswer(c, { expired: c.var.state.expireAllSessions() }, 'sessions'))
  .route('/', realtimeConsoleRoutes)
  .route('/', injectionConsoleRoutes)
  .get('/', (c) => {
    const summary = worldSummary(c.var.state);
    const firstPerPsa = firstTicketPerPsa(summary);
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Sandbox console</title>
            <style>
              body {
                font:
                  15px/1.5 system-ui,
                  sans-serif;
                margin: 2rem auto;
                max-width: 960px;
                padding: 0 1rem;
                color: #1c2127;
              }
              table {
                border-collapse: collapse;
                width: 100%;
              }
              td,
              th {
                border-bottom: 1px solid #ddd;
                padding: 0.3rem 0.5rem;
                text-align: left;
              }
              code {
                background: #f3f4f6;
                padding: 0 0.25rem;
              }
              time {
                white-space: nowrap;
              }
            </style>
          </head>
          <body>
            <div id="console">
              <h1>Sandbox console</h1>
              <p>
                This page plays the other side: the PSA that embeds the app, and (as features arrive) the end user.
                World as JSON: <a href="/__sandbox/world">/__sandbox/world</a>. The backend contract the sandbox
                implements, with a viewer: <a href="${SANDBOX_API_VIEWER_PATH}">${SANDBOX_API_VIEWER_PATH}</a> (served
                by <code>npm start</code> and the preview server).
              </p>
              <h2>Technicians</h2>
              <p>Password for everyone: <code>${summary.password}</code>. MFA code: <code>${summary.mfaCode}</code>.</p>
              <table>
                <thead>
                  <tr>
                    <th>Email</th>
                    <th>Name</th>
                    <th>Plan</th>
                    <th>Sign-in</th>
                  </tr>
                </thead>
                <tbody>
                  ${summary.users.map(
                    (u) =>
                      html`<tr>
                        <td>${u.email}</td>
                        <td>${u.username}</td>
                        <td>${u.plan}</td>
                        <td>${u.signIn}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
              <h2 id="pods">Open a pod (Acme MSP)</h2>
              <ul>
                ${firstPerPsa.map((t) => html`<li><a href="${t.podUrl}">${t.psaType}: ticket ${t.number}</a> (${t.summary})</li>`)}
              </ul>
              <h2>Open a contact (Acme MSP)</h2>
              <ul>
                ${firstContactPerPsa(summary).map((ct) => html`<li><a href="${ct.podUrl}">${ct.psaType}: ${ct.name}</a></li>`)}
              </ul>
              <h2 id="sessions">Sessions</h2>
              <form method="post" action="/__sandbox/sessions/expire">
                <button type="submit">Expire every session (next call gets 401)</button>
              </form>
              <h2 id="realtime">Realtime</h2>
              <form method="post" action="/__sandbox/realtime/drop">
                <button type="submit">Drop every realtime connection (clients reconnect)</button>
              </form>
              <form method="post" action="/__sandbox/realtime/refuse">
                <input type="hidden" name="ms" value="15000" /><button type="submit">
                  Refuse hub reconnects for 15 s (then drop: the app warns 'Connection in progress.')
                </button>
              </form>
              <form method="post" action="/__sandbox/realtime/push">
                <label
                  >Tenant
                  <select name="tenantId">
                    ${summary.tenants.map((t) => html`<option value="${t.id}">${t.name}</option>`)}
                  </select></label
                >
                <label
                  >Event
                  <select name="event">
                    ${HUB_EVENT_KINDS.map((k) => html`<option>${k}</option>`)}
                  </select></label
                >
                <button type="submit">Push a hub event</button>
              </form>
              <p>
                Hub connections as JSON: <a href="/__sandbox/realtime/connections">/__sandbox/realtime/connections</a>.
              </p>
              ${featureSandboxes.map((feature) => feature.consoleSection?.(c.var.state) ?? '')}
            </div>
            <script>
              ${raw(CONSOLE_PAGE_SCRIPT)};
            </script>
          </body>
        </html>`,
    );
  });

type WorldSummary = ReturnType<typeof worldSummary>;
type SummaryTicket = WorldSummary['tickets'][number] & { podUrl: string };

/** One ticket with a contact per Acme PSA that looks tickets up (the others open on contacts). */
export function firstTicketPerPsa(summary: WorldSummary): SummaryTicket[] {
  return summary.psas
    .filter((p) => p.tenantId === 't-acme')
    .map((p) =>
      summary.tickets.find(
        (t): t is SummaryTicket => t.psaId === p.psaId && !!t.contactId && t.kind === 'ticket' && !!t.podUrl,
      ),
    )
    .filter((t): t is SummaryTicket => !!t);
}

/** One contact per Acme PSA (a contact screen works on every PSA). */
export function firstContactPerPsa(summary: WorldSummary): WorldSummary['contacts'] {
  return summary.psas
    .filter((p) => p.tenantId === 't-acme')
    .map((p) => summary.contacts.find((ct) => ct.psaId === p.psaId))
    .filter((ct): ct is WorldSummary['contacts'][number] => !!ct);
}
