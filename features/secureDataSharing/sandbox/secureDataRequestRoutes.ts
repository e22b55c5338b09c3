import { Hono } from 'hono';
import { errorBody, type SandboxEnv, readJson } from '@features/api/sandbox';
import type {
  CreatedLinkWire,
  GenerateRequestBody,
  RequestCheckWire,
  RequestRowWire,
  RequestsSummaryWire,
  SendLinkBody,
  SentWire,
} from '../adapters/wire/secureDataWire';
import { resolveContact } from './contactTarget';
import { linkFor, newId, secureDataOf, type DataRequest } from './secureDataLedger';
import { deliver, scopeOf } from './secureDataRouteKit';

const MAX_TITLE = 200;

/**
 * Secure Data Sharing's data requests (spec section 7): create one, send it, list the ticket's or contact's, the
 * page's one poll, and hand an answer (its text and files) over once.
 */
export const secureDataRequestRoutes = new Hono<SandboxEnv>()
  .post('/SecureDataRequest/generateRequest', async (c) => {
    const { state, user } = c.var;
    const ledger = secureDataOf(state);
    const body = await readJson<Partial<GenerateRequestBody>>(c.req.raw);
    const target = resolveContact(state, user, body);
    if (!target.ok) return c.json(errorBody(target.message), target.status);
    const title = typeof body.title === 'string' ? body.title.trim() : '';
    if (!title) return c.json(errorBody('Say what you are asking for.'), 400);
    if (title.length > MAX_TITLE) return c.json(errorBody(`Keep what you ask for under ${MAX_TITLE} characters.`), 400);
    const now = Date.now();
    const request: DataRequest = {
      ...target.owner,
      id: newId('sr'),
      title,
      allowFiles: body.allowFiles === true && ledger.requestSettings.allowFiles,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + ledger.requestSettings.expirationHours * 3600_000).toISOString(),
      status: 'created',
      sends: [],
      openedAt: null,
      answeredAt: null,
      answer: null,
      downloads: [],
      changeSeq: ledger.nextChange(),
    };
    ledger.requests.push(request);
    const data: CreatedLinkWire = {
      id: request.id,
      link: linkFor(new URL(c.req.url).origin, request.id),
      expiresAt: request.expiresAt,
    };
    return c.json({ data });
  })
  .post('/SecureDataRequest/send', async (c) => {
    const ledger = secureDataOf(c.var.state);
    const body = await readJson<Partial<SendLinkBody>>(c.req.raw);
    const request = typeof body.id === 'string' ? ledger.request(body.id) : null;
    if (!request || request.tenantId !== c.var.user.tenantId)
      return c.json(errorBody('This request was not found.'), 404);
    if (request.status !== 'created' && request.status !== 'sent')
      return c.json(errorBody(`This request is already ${request.status}. Create a new one.`), 409);
    const sent = deliver(c, request, body, linkFor(new URL(c.req.url).origin, request.id));
    if (sent instanceof Response) return sent;
    request.sends.push(sent);
    request.status = 'sent';
    request.changeSeq = ledger.nextChange();
    return c.json({ sentAt: sent.time } satisfies SentWire);
  })
  .get('/SecureDataRequest/requests', (c) => {
    const scope = scopeOf(c);
    if (scope instanceof Response) return scope;
    const all = secureDataOf(c.var.state).requestsOf(c.var.user.tenantId, scope.psaId, scope);
    if (c.req.query('_order') === 'asc') all.reverse();
    const start = Math.max(0, Number(c.req.query('_start') ?? 0) || 0);
    const end = Math.max(start, Number(c.req.query('_end') ?? start + 10) || start + 10);
    const rows: RequestRowWire[] = all.slice(start, end).map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      recipient: r.sends.at(-1)?.recipient ?? null,
      createdAt: r.createdAt,
      answeredAt: r.answeredAt,
    }));
    c.header('x-total-count', String(all.length));
    c.header('Access-Control-Expose-Headers', 'x-total-count');
    return c.json(rows);
  })
  .get('/SecureDataRequest/check', (c) => {
    const scope = scopeOf(c);
    if (scope instanceof Response) return scope;
    const ledger = secureDataOf(c.var.state);
    const all = ledger.requestsOf(c.var.user.tenantId, scope.psaId, scope);
    const summary: RequestsSummaryWire = {
      pending: all.filter((r) => r.status === 'sent').length,
      answered: all.filter((r) => r.status === 'answered').length,
      // Links count too: the page's one poll learns that a link was opened or sent (docs/decisions/170).
      version: ledger.versionOf(c.var.user.tenantId, scope.psaId, scope),
    };
    return c.json(summary);
  })
  .get('/SecureDataRequest/:id/check', (c) => {
    const ledger = secureDataOf(c.var.state);
    const request = ledger.request(c.req.param('id'));
    if (!request || request.tenantId !== c.var.user.tenantId)
      return c.json(errorBody('This request was not found.'), 404);
    let answer: RequestCheckWire['answer'] = null;
    if (request.status === 'answered' && request.answer) {
      // The answer is handed over once: afterwards the request says "viewed" and keeps no copy.
      answer = {
        text: request.answer.text,
        files: request.answer.files.map((f) => ({ id: f.id, fileName: f.fileName, size: f.bytes.byteLength })),
      };
      request.status = 'viewed';
      request.downloads = request.answer.files;
      request.answer = null;
      request.changeSeq = ledger.nextChange();
    }
    return c.json({ id: request.id, status: answer ? 'answered' : request.status, answer } satisfies RequestCheckWire);
  })
  .get('/SecureDataRequest/:id/files/:fileId', (c) => {
    const request = secureDataOf(c.var.state).request(c.req.param('id'));
    if (!request || request.tenantId !== c.var.user.tenantId)
      return c.json(errorBody('This request was not found.'), 404);
    const file = request.downloads.find((f) => f.id === c.req.param('fileId'));
    if (!file) return c.json(errorBody('This file was already downloaded or does not exist.'), 410);
    // Handed over once, like the answer's text.
    request.downloads = request.downloads.filter((f) => f !== file);
    return new Response(file.bytes.slice().buffer as ArrayBuffer, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\w.\- ]/g, '_')}"`,
      },
    });
  });
