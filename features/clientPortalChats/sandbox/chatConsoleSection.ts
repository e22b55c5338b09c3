import { html } from 'hono/html';
import type { SandboxState } from '@features/api/sandbox';
import { CHAT_PSA_TYPES, chatLedgerOf } from './chatLedger';

/** How many of a chat's newest messages the console page shows (the JSON view has them all). */
const SHOWN_MESSAGES = 5;
/** A technician's typing notice older than this is no longer shown as "typing". */
const TYPING_FRESH_MS = 6000;

/** The console's "Client portal" section: the person here is the client in the portal. */
export function chatConsoleSection(state: SandboxState) {
  const { world } = state;
  const chatPsas = world.psas.filter((p) => p.tenantId === 't-acme' && CHAT_PSA_TYPES.includes(p.type));
  const tickets = world.tickets.filter(
    (t) => chatPsas.some((p) => p.psaId === t.psaId) && t.kind === 'ticket' && t.contactId,
  );
  const chats = chatLedgerOf(state).chats;
  const now = Date.now();
  return html`<section id="client-portal">
    <h2>Client portal</h2>
    <p>
      Play the client: start a chat on a ticket, write, type, attach a file, close. Each publishes the Pusher event the
      technician's pod listens to. JSON: <a href="/__sandbox/chats">/__sandbox/chats</a>.
    </p>
    <form method="post" action="/__sandbox/chats/start">
      <input type="hidden" name="viaForm" value="1" />
      <label
        >Ticket
        <select name="ticket">
          ${tickets.map((t) => html`<option value="${t.psaId}|${t.id}">${t.psaId} ${t.number}: ${t.summary}</option>`)}
        </select></label
      >
      <label>First message <input name="body" value="Hello, I need help with my ticket." /></label>
      <button type="submit">Start a chat as the client</button>
    </form>
    <form method="post" action="/__sandbox/chats/drop-realtime">
      <button type="submit">Drop every Pusher connection (the app reconnects and refetches)</button>
    </form>
    ${chats.map((chat) => {
      const typing = chat.technicianTypingAt && now - Date.parse(chat.technicianTypingAt) < TYPING_FRESH_MS;
      return html`<article style="border:1px solid #ddd;padding:.5rem;margin:.5rem 0">
        <h3>${chat.name} on ${chat.psaId} ticket ${chat.ticketId} (${chat.id}) ${chat.isClosed ? '· closed' : ''}</h3>
        <p>${chat.messages.length} messages${typing ? html` · <strong>the technician is typing…</strong>` : ''}</p>
        <ul>
          ${chat.messages
            .slice(-SHOWN_MESSAGES)
            .map(
              (m) =>
                html`<li>
                  <strong>${m.authorName}</strong>:
                  ${m.message || (m.attachment ? `[file ${m.attachment.fileName}]` : '')}
                </li>`,
            )}
        </ul>
        ${
          chat.isClosed
            ? ''
            : html`<form method="post" action="/__sandbox/chats/${chat.id}/client-message">
                  <input type="hidden" name="viaForm" value="1" /><label>Write <input name="body" /></label
                  ><button type="submit">Send as the client</button>
                </form>
                <form method="post" action="/__sandbox/chats/${chat.id}/typing">
                  <input type="hidden" name="viaForm" value="1" /><button type="submit">
                    Type (the technician sees the notice)
                  </button>
                </form>
                <form method="post" action="/__sandbox/chats/${chat.id}/attachment" enctype="multipart/form-data">
                  <input type="hidden" name="viaForm" value="1" /><input type="file" name="file" /><button
                    type="submit"
                  >
                    Attach as the client
                  </button>
                </form>
                <form method="post" action="/__sandbox/chats/${chat.id}/close">
                  <input type="hidden" name="viaForm" value="1" /><button type="submit">
                    Close the chat as the client
                  </button>
                </form>`
        }
      </article>`;
    })}
  </section>`;
}
