import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { errorBody, type SandboxEnv, type SandboxState } from '@features/api/sandbox';
import { checkUploadName } from './uploadRules';
import { asFormFile } from './formFile';
import { linkFor, newId, secureDataOf, type StoredFile } from './secureDataLedger';

type Ctx = Context<SandboxEnv>;

const MAX_ANSWER = 10_000;

/** Sent items and requests as JSON, newest first. Never a secret: only opening a link shows it, once. */
export function secureDataView(state: SandboxState, origin: string) {
  const ledger = secureDataOf(state);
  return {
    items: ledger.items.map((i) => {
      const item = ledger.item(i.id)!;
      const last = item.sends.at(-1);
      return {
        id: item.id,
        status: item.status,
        link: linkFor(origin, item.id),
        channel: last?.channel ?? null,
        recipient: last?.recipient ?? null,
        message: last?.message ?? null,
        contactName: item.contactName,
        psaId: item.psaId,
        ticketId: item.ticketId,
        files: item.files.map((f) => f.fileName),
        createdAt: item.createdAt,
        expiresAt: item.expiresAt,
        openedAt: item.openedAt,
      };
    }),
    requests: [...ledger.requests].reverse().map((r) => {
      const request = ledger.request(r.id)!;
      const last = request.sends.at(-1);
      return {
        id: request.id,
        title: request.title,
        status: request.status,
        link: linkFor(origin, request.id),
        channel: last?.channel ?? null,
        recipient: last?.recipient ?? null,
        message: last?.message ?? null,
        contactName: request.contactName,
        psaId: request.psaId,
        ticketId: request.ticketId,
        allowFiles: request.allowFiles,
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
        openedAt: request.openedAt,
        answeredAt: request.answeredAt,
      };
    }),
  };
}

/**
 * The contact's side of Secure Data Sharing, under /__sandbox:
 * - GET /secure-data: sent items and requests (JSON).
 * - GET /secure-data/view/{id}: the page a link opens (asks before opening, so a link preview cannot use it up).
 * - POST /secure-data/{id}/open: opens a shared item once: `{id, secret, note, files}`; then 410.
 * - POST /secure-data/requests/{id}/answer {text[, files: [{fileName, content}]]} (or a form with a file).
 * - POST /secure-data/{id}/expire: makes an item or a request run out now.
 * Form posts (the console page) get HTML back; fetch callers get JSON.
 */
export const secureDataConsoleRoutes = new Hono<SandboxEnv>()
  .get('/secure-data', (c) => c.json(secureDataView(c.var.state, new URL(c.req.url).origin)))
  .get('/secure-data/view/:id', (c) => {
    const ledger = secureDataOf(c.var.state);
    const id = c.req.param('id');
    const item = ledger.item(id);
    if (item) {
      return page(
        c,
        'Secure information',
        item.status === 'created' || item.status === 'sent'
          ? html`<p>${item.contactName}, someone shared secure information with you. It can be opened once.</p>
              <form method="post" action="/__sandbox/secure-data/${item.id}/open">
                <button type="submit">Open it now</button>
              </form>`
          : html`<p>This link has ${item.status === 'opened' ? 'already been opened' : 'expired'}.</p>`,
      );
    }
    const request = ledger.request(id);
    if (!request) return page(c, 'Not found', html`<p>This link does not exist.</p>`, 404);
    if (request.status === 'sent' && request.openedAt === null) {
      // The contact opened the request's form (a request's link shows a form, never a secret: a preview may count).
      request.openedAt = new Date().toISOString();
      request.changeSeq = ledger.nextChange();
    }
    return page(
      c,
      `Send ${request.title}`,
      request.status === 'sent'
        ? answerForm(request.id, request.title, request.allowFiles)
        : html`<p>This request is ${request.status}.</p>`,
    );
  })
  .post('/secure-data/:id/open', (c) => {
    const item = secureDataOf(c.var.state).item(c.req.param('id'));
    if (!item) return reply(c, 404, errorBody('No such secure link.'));
    if (item.status === 'opened') return reply(c, 410, errorBody('This link has already been opened.'));
    if (item.status === 'expired') return reply(c, 410, errorBody('This link has expired.'));
    if (item.status !== 'sent') return reply(c, 409, errorBody('This link has not been sent to anyone yet.'));
    item.status = 'opened';
    item.openedAt = new Date().toISOString();
    item.changeSeq = secureDataOf(c.var.state).nextChange();
    const opened = { id: item.id, secret: item.secret, note: item.note, files: item.files.map((f) => f.fileName) };
    // The sandbox forgets the secret once shown: a one-time link keeps nothing to show again.
    item.secret = '';
    if (isForm(c)) {
      return page(
        c,
        'Secure information',
        html`<p>Shown once. Copy it now.</p>
          ${opened.secret ? html`<pre>${opened.secret}</pre>` : ''}${opened.note ? html`<p>${opened.note}</p>` : ''}
          ${
            opened.files.length
              ? html`<ul>
                  ${opened.files.map((f) => html`<li>${f}</li>`)}
                </ul>`
              : ''
          }`,
      );
    }
    return c.json(opened);
  })
  .post('/secure-data/requests/:id/answer', async (c) => {
    const ledger = secureDataOf(c.var.state);
    const request = ledger.request(c.req.param('id'));
    if (!request) return reply(c, 404, errorBody('No such request.'));
    if (request.status === 'expired') return reply(c, 410, errorBody('This request has expired.'));
    if (request.status !== 'sent')
      return reply(
        c,
        409,
        errorBody(`This request is ${request.status === 'created' ? 'not sent yet' : 'already answered'}.`),
      );
    const answer = await readAnswer(c);
    if (typeof answer === 'string') return reply(c, 400, errorBody(answer));
    if (!answer.text.trim() && answer.files.length === 0)
      return reply(c, 400, errorBody('Write an answer or attach a file.'));
    if (answer.text.length > MAX_ANSWER)
      return reply(c, 400, errorBody(`Keep the answer under ${MAX_ANSWER} characters.`));
    if (answer.files.length && !request.allowFiles)
      return reply(c, 400, errorBody('This request does not take files.'));
    const files: StoredFile[] = [];
    for (const f of answer.files) {
      const problem = checkUploadName(f.fileName, f.bytes.byteLength, ledger.settings.files);
      if (problem) return reply(c, 400, errorBody(problem));
      files.push({
        id: newId('f'),
        tenantId: request.tenantId,
        fileName: f.fileName,
        contentType: f.contentType,
        bytes: f.bytes,
        locationId: 'us-east',
        used: true,
      });
    }
    request.answer = { text: answer.text, files };
    request.answeredAt = new Date().toISOString();
    // Answering needs the form: a request answered (here by the console's JSON) was opened by then.
    request.openedAt ??= request.answeredAt;
    request.status = 'answered';
    request.changeSeq = ledger.nextChange();
    if (isForm(c))
      return page(
        c,
        'Thank you',
        html`<p>Your answer was sent securely.</p>
          <p><a href="/__sandbox#secure-data">Back to the console</a></p>`,
      );
    return c.json({ id: request.id, status: request.status });
  })
  .post('/secure-data/:id/expire', (c) => {
    const ledger = secureDataOf(c.var.state);
    const id = c.req.param('id');
    const target = ledger.item(id) ?? ledger.request(id);
    if (!target) return reply(c, 404, errorBody('No such link.'));
    if (target.status !== 'created' && target.status !== 'sent')
      return reply(c, 409, errorBody(`This link is already ${target.status}.`));
    target.expiresAt = new Date(Date.now() - 1).toISOString();
    const after = ledger.item(id) ?? ledger.request(id);
    if (isForm(c)) return c.redirect('/__sandbox#secure-data', 303);
    return c.json({ id, status: after!.status });
  });

interface Answer {
  text: string;
  files: Array<{ fileName: string; contentType: string; bytes: Uint8Array }>;
}

/** JSON `{text, files?: [{fileName, content}]}` or a multipart form with `text` and `file`. */
async function readAnswer(c: Ctx): Promise<Answer | string> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await c.req.parseBody();
    const file = asFormFile(form['file']);
    const files =
      file && file.size > 0
        ? [{ fileName: file.name, contentType: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }]
        : [];
    return { text: typeof form['text'] === 'string' ? form['text'] : '', files };
  }
  let body: { text?: unknown; files?: unknown };
  try {
    body = (await c.req.json()) ?? {};
  } catch {
    return 'Send JSON: {"text": "..."}.';
  }
  const rawFiles = Array.isArray(body.files) ? body.files : [];
  const files = rawFiles
    .filter(
      (f): f is { fileName: string; content: string } =>
        typeof f?.fileName === 'string' && typeof f?.content === 'string',
    )
    .map((f) => ({ fileName: f.fileName, contentType: 'text/plain', bytes: new TextEncoder().encode(f.content) }));
  if (files.length !== rawFiles.length) return 'Each file needs a fileName and a text content.';
  return { text: typeof body.text === 'string' ? body.text : '', files };
}

function isForm(c: Ctx): boolean {
  const type = c.req.header('Content-Type') ?? '';
  return type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
}

function reply(c: Ctx, status: 400 | 404 | 409 | 410, body: { message: string }) {
  return isForm(c) ? page(c, 'Not possible', html`<p>${body.message}</p>`, status) : c.json(body, status);
}

function answerForm(id: string, title: string, allowFiles: boolean) {
  return html`<form method="post" action="/__sandbox/secure-data/requests/${id}/answer" enctype="multipart/form-data">
    <label>Your answer (${title})<br /><textarea name="text" rows="3" cols="40"></textarea></label><br />
    ${allowFiles ? html`<label>File <input type="file" name="file" /></label><br />` : ''}
    <button type="submit">Send securely</button>
  </form>`;
}

function page(c: Ctx, title: string, body: ReturnType<typeof html>, status: 200 | 400 | 404 | 409 | 410 = 200) {
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title}</title>
          <style>
            body {
              font:
                15px/1.5 system-ui,
                sans-serif;
              margin: 2rem auto;
              max-width: 640px;
              padding: 0 1rem;
            }
          </style>
        </head>
        <body>
          <h1>${title}</h1>
          ${body}
        </body>
      </html>`,
    status,
  );
}
