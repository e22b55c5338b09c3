import { html, raw } from 'hono/html';
import { featureSandboxes } from '@features/sandboxRegistry';
import { HUB_EVENT_KINDS } from '../hubEventSamples';
import type { SandboxState } from '../SandboxState';
import { SANDBOX_API_VIEWER_PATH } from '../sandboxPaths';
import { CONSOLE_PAGE_SCRIPT } from './consolePageScript';
import { firstContactPerPsa, firstTicketPerPsa, type WorldSummary } from './worldSummary';

/** The sandbox console's page (/__sandbox): who signs in, pods to open, realtime controls, each feature's section. */
export function consolePage(summary: WorldSummary, state: SandboxState) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sandbox console</title>
        ${CONSOLE_STYLE}
      </head>
      <body>
        <div id="console">
          <h1>Sandbox console</h1>
          <p>
            This page plays the other side: the PSA that embeds the app, and (as features arrive) the end user. World as
            JSON: <a href="/__sandbox/world">/__sandbox/world</a>. The backend contract the sandbox implements, with a
            viewer: <a href="${SANDBOX_API_VIEWER_PATH}">${SANDBOX_API_VIEWER_PATH}</a> (served by
            <code>npm start</code> and the preview server).
          </p>
          ${technicians(summary)} ${podLinks(summary)}
          <h2 id="sessions">Sessions</h2>
          <form method="post" action="/__sandbox/sessions/expire">
            <button type="submit">Expire every session (next call gets 401)</button>
          </form>
          ${realtimeForms(summary)} ${featureSandboxes.map((feature) => feature.consoleSection?.(state) ?? '')}
        </div>
        <script>
          ${raw(CONSOLE_PAGE_SCRIPT)};
        </script>
      </body>
    </html>`;
}

const CONSOLE_STYLE = html`<style>
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
</style>`;

function technicians(summary: WorldSummary) {
  return html`<h2>Technicians</h2>
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
    </table>`;
}

function podLinks(summary: WorldSummary) {
  return html`<h2 id="pods">Open a pod (Acme MSP)</h2>
    <ul>
      ${firstTicketPerPsa(summary).map((t) => html`<li><a href="${t.podUrl}">${t.psaType}: ticket ${t.number}</a> (${t.summary})</li>`)}
    </ul>
    <h2>Open a contact (Acme MSP)</h2>
    <ul>
      ${firstContactPerPsa(summary).map((ct) => html`<li><a href="${ct.podUrl}">${ct.psaType}: ${ct.name}</a></li>`)}
    </ul>`;
}

function realtimeForms(summary: WorldSummary) {
  return html`<h2 id="realtime">Realtime</h2>
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
    <p>Hub connections as JSON: <a href="/__sandbox/realtime/connections">/__sandbox/realtime/connections</a>.</p>`;
}
