import { Hono } from 'hono';
import { html } from 'hono/html';
import type { SandboxState, SandboxEnv } from '@features/api/sandbox';
import { catalogOf } from './quickTicketCatalog';

/** GET /__sandbox/quick-tickets: every ticket created through Quick Ticket, newest first, with every choice. */
export const quickTicketConsoleRoutes = new Hono<SandboxEnv>().get('/quick-tickets', (c) =>
  c.json(catalogOf(c.var.state).created),
);

/** The console page's "Quick tickets" section. */
export function quickTicketConsoleSection(state: SandboxState) {
  const created = catalogOf(state).created;
  return html`
    <h2 id="quick-tickets">Quick tickets</h2>
    <p>
      Tickets created from a contact pod (they are also in <a href="/__sandbox/world">/__sandbox/world</a>). As JSON:
      <a href="/__sandbox/quick-tickets">/__sandbox/quick-tickets</a>.
    </p>
    ${
      created.length === 0
        ? html`<p>No tickets created yet.</p>`
        : html`<ul>
            ${created.map((t) => html`<li><strong>${t.number}</strong> (${t.psaId}) ${t.summary}, by ${t.createdBy} at ${t.createdAt}</li>`)}
          </ul>`
    }
  `;
}
