import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { errorBody, type SandboxEnv } from '../sandboxEnv';
import type { SandboxState } from '../SandboxState';
import { publishMessage } from './liveEvents';
import { messagingLedgerOf, START_WORDS, STOP_WORDS, type SandboxConversation } from './MessagingLedger';
import { sameNumber } from '../verification/phoneNumbers';
import { burstOptions, spreadOver } from '../spreadOver';

/** A message as the console lists it (GET /__sandbox/messages). */
export interface ConsoleMessageView {
  id: string;
  channelId: string;
  transport: 'sms' | 'teams';
  direction: 'outbound' | 'inbound';
  body: string;
  to: string;
  from: string;
  time: string;
}

export function messagesView(state: SandboxState): ConsoleMessageView[] {
  const ledger = messagingLedgerOf(state);
  return ledger.liveMessages().map((m) => ({
    id: m.id,
    channelId: m.conversationId,
    transport: ledger.find(m.conversationId)?.transport ?? 'sms',
    direction: m.direction,
    body: m.body,
    to: m.to,
    from: m.from,
    time: m.date,
  }));
}

/** Reads a JSON body or a console form post. */
async function readBody(c: Context<SandboxEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data'))
      return Object.fromEntries(await c.req.formData());
    return ((await c.req.json()) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function answer(c: Context<SandboxEnv>, status: 200 | 400 | 404, body: object) {
  const fromForm = (c.req.header('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
  return fromForm && status === 200 ? c.redirect('/__sandbox#messages', 303) : c.json(body, status);
}

/** A STOP reply opts the channel (and the contact's mobile, for later checks) out; START opts back in. */
function applyOptWords(state: SandboxState, conversation: SandboxConversation, body: string): void {
  if (conversation.transport !== 'sms') return;
  const word = body.trim().toUpperCase();
  const optedOut = STOP_WORDS.has(word) ? true : START_WORDS.has(word) ? false : null;
  if (optedOut === null) return;
  conversation.optedOut = optedOut;
  const contact = state.world.contacts.find((c) => c.id === conversation.contactId);
  const mobile = contact?.communicationItems.find((i) => i.type === 'phone');
  if (contact && mobile && sameNumber(mobile.value, conversation.address))
    contact.optedStatus = optedOut ? 'OptedOut' : 'OptedIn';
}

/**
 * The contact's side of SMS and Teams, under /__sandbox:
 * - GET /messages: every message the technician sent and every reply (JSON, newest first).
 * - GET /messages/conversations: every channel and chat with its ticket and contact.
 * - POST /messages/reply {channelId, body}: a reply from the contact (channelId is an SMS channel id or a
 *   Teams chatId); stored, then published to the tenant (MessagingSmsToChannel or TeamsChatMessage).
 *   STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) opts an SMS channel out; START opts it back in.
 * - POST /messages/faults {failNextSends?, sendDelayMs?}: fail the next N sends with 503, delay sends.
 */
export const messagingConsoleRoutes = new Hono<SandboxEnv>()
  .get('/messages', (c) => c.json(messagesView(c.var.state)))
  .get('/messages/conversations', (c) => c.json(messagingLedgerOf(c.var.state).conversations))
  .post('/messages/reply', async (c) => {
    const body = await readBody(c);
    const ledger = messagingLedgerOf(c.var.state);
    const conversation = ledger.find(String(body.channelId ?? ''));
    if (!conversation)
      return answer(c, 404, errorBody(`No SMS channel or Teams chat ${String(body.channelId ?? '')}.`));
    const text = typeof body.body === 'string' ? body.body.trim() : '';
    if (!text) return answer(c, 400, errorBody('Type the reply.'));
    applyOptWords(c.var.state, conversation, text);
    const message = ledger.add({
      conversationId: conversation.id,
      direction: 'inbound',
      body: text,
      from: conversation.contactName,
      to: conversation.transport === 'sms' ? 'Acme MSP' : 'Technician',
      date: new Date().toISOString(),
      clientId: null,
      seeded: false,
    });
    const delivered = publishMessage(c.var.features, c.var.state, conversation, message);
    return answer(c, 200, { id: message.id, channelId: conversation.id, optedOut: conversation.optedOut, delivered });
  })
  // Many replies in a short time (load and drop tests): `{channelId, count, withinMs, prefix}`; each is
  // stored like a reply (so a refetch finds it) and published; answers once all were published.
  .post('/messages/burst', async (c) => {
    const body = await readBody(c);
    const ledger = messagingLedgerOf(c.var.state);
    const conversation = ledger.find(String(body.channelId ?? ''));
    if (!conversation)
      return answer(c, 404, errorBody(`No SMS channel or Teams chat ${String(body.channelId ?? '')}.`));
    const { count, withinMs, prefix } = burstOptions(body);
    let delivered = 0;
    await spreadOver(count, withinMs, (index) => {
      const message = ledger.add({
        conversationId: conversation.id,
        direction: 'inbound',
        body: `${prefix} ${index + 1} of ${count}`,
        from: conversation.contactName,
        to: conversation.transport === 'sms' ? 'Acme MSP' : 'Technician',
        date: new Date().toISOString(),
        clientId: null,
        seeded: false,
      });
      delivered += publishMessage(c.var.features, c.var.state, conversation, message);
    });
    return answer(c, 200, { published: count, delivered });
  })
  .post('/messages/faults', async (c) => {
    const body = await readBody(c);
    const faults = messagingLedgerOf(c.var.state).faults;
    const failNextSends =
      body.failNextSends === undefined || body.failNextSends === '' ? faults.failNextSends : Number(body.failNextSends);
    const sendDelayMs =
      body.sendDelayMs === undefined || body.sendDelayMs === '' ? faults.sendDelayMs : Number(body.sendDelayMs);
    if (!Number.isInteger(failNextSends) || failNextSends < 0 || failNextSends > 100)
      return answer(c, 400, errorBody('failNextSends must be 0 to 100.'));
    if (!Number.isInteger(sendDelayMs) || sendDelayMs < 0 || sendDelayMs > 60_000)
      return answer(c, 400, errorBody('sendDelayMs must be 0 to 60000.'));
    Object.assign(faults, { failNextSends, sendDelayMs });
    return answer(c, 200, { ...faults });
  });

/** The console page's Messages section. Values are text (hono's html escapes them). */
export function messagingConsoleSection(state: SandboxState) {
  const ledger = messagingLedgerOf(state);
  const messages = messagesView(state).slice(0, 100);
  const label = (c: SandboxConversation) =>
    `${c.transport === 'sms' ? 'SMS' : 'Teams'} · ${c.contactName} · ${c.crmId} ticket ${c.ticketId}${c.optedOut ? ' (opted out)' : ''}`;
  return html` <h2 id="messages">Messages</h2>
    <p>
      Every SMS and Teams message the technician sent, and the contact's replies, newest first. As JSON:
      <a href="/__sandbox/messages">/__sandbox/messages</a>. Reload to see new sends.
    </p>
    <form method="post" action="/__sandbox/messages/reply">
      <label
        >Reply as the contact in
        <select name="channelId">
          ${ledger.conversations.map((c) => html`<option value="${c.id}">${label(c)}</option>`)}
        </select></label
      >
      <label>Text <input name="body" required placeholder="Thanks! or STOP" /></label>
      <button type="submit">Reply</button>
    </form>
    <form method="post" action="/__sandbox/messages/faults">
      <label
        >Fail the next
        <input name="failNextSends" type="number" min="0" max="100" value="${ledger.faults.failNextSends}" /> sends with
        503</label
      >
      <label
        >Delay sends by
        <input name="sendDelayMs" type="number" min="0" max="60000" value="${ledger.faults.sendDelayMs}" /> ms</label
      >
      <button type="submit">Apply</button>
    </form>
    ${
      messages.length === 0
        ? html`<p>No messages yet.</p>`
        : html`<table>
            <thead>
              <tr>
                <th>Time</th>
                <th>Transport</th>
                <th>Direction</th>
                <th>From</th>
                <th>To</th>
                <th>Text</th>
              </tr>
            </thead>
            <tbody>
              ${messages.map(
                (m) =>
                  html`<tr>
                    <td>${m.time}</td>
                    <td>${m.transport}</td>
                    <td>${m.direction}</td>
                    <td>${m.from}</td>
                    <td>${m.to}</td>
                    <td>${m.body}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }`;
}
