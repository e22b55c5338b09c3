import { Hono } from 'hono';
import { html } from 'hono/html';
import { consoleAnswer, errorBody, readConsoleBody, type SandboxEnv, type SandboxState } from '@features/api/sandbox';
import { __name__LedgerOf, add__Name__Item } from './__name__Ledger';

/**
 * The other side of __title__, under /__sandbox (JSON, or the console's form):
 * - GET /__kebab__: every item, newest first, with whose it is.
 * - POST /__kebab__/items {psaId, contactId, text} (or {psaId, ticketId, text}: the ticket's contact): adds an item.
 */
export const __name__ConsoleRoutes = new Hono<SandboxEnv>()
  .get('/__kebab__', (c) => c.json(__name__LedgerOf(c.var.state).records))
  .post('/__kebab__/items', async (c) => {
    const { state } = c.var;
    const body = await readConsoleBody(c.req.raw);
    const ticket = body.ticketId ? state.world.tickets.find((t) => t.psaId === body.psaId && t.id === body.ticketId) : null;
    const contactId = ticket ? ticket.contactId : body.contactId;
    const contact = state.world.contacts.find((ct) => ct.psaId === body.psaId && ct.id === contactId);
    if (!contact) return c.json(errorBody('Give a psaId and a contactId (or a ticketId whose ticket has a contact).'), 400);
    if (!body.text) return c.json(errorBody('Give the item its text.'), 400);
    const record = add__Name__Item(__name__LedgerOf(state), contact.psaId, contact.id, body.text);
    return consoleAnswer(c, record, '__kebab__');
  });

/** The console page's "__title__" section. Values are text (hono's html escapes them). */
export function __name__ConsoleSection(state: SandboxState) {
  const records = __name__LedgerOf(state).records;
  const contacts = state.world.contacts.filter((c) => c.psaId === 'acme-cw');
  return html`
    <h2 id="__kebab__">__title__</h2>
    <p>Add an item for a contact; the technician sees it after Refresh. As JSON: <a href="/__sandbox/__kebab__">/__sandbox/__kebab__</a>.</p>
    <form method="post" action="/__sandbox/__kebab__/items">
      <input type="hidden" name="psaId" value="acme-cw" />
      <label>Contact in acme-cw <select name="contactId">${contacts.map((c) => html`<option value="${c.id}">${c.name}</option>`)}</select></label>
      <label>Text <input name="text" required /></label>
      <button type="submit">Add the item</button>
    </form>
    ${records.length === 0
      ? html`<p>No items yet.</p>`
      : html`<ul>${records.map((r) => html`<li>${r.psaId} ${r.contactId}: ${r.item.text} (${r.item.createdAt})</li>`)}</ul>`}
  `;
}
