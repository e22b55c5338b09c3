import { Hono, type Context } from 'hono';
import { errorBody, type SandboxEnv, readJson } from '@features/api/sandbox';
import type {
  CreateSecureDataBody,
  CreatedLinkWire,
  FileLocationsWire,
  GenerateRequestBody,
  GeneratedPasswordWire,
  RequestCheckWire,
  RequestRowWire,
  RequestsSummaryWire,
  SecureDataRequestTextWire,
  SendLinkBody,
  SentItemWire,
  SentWire,
  TextVariablesWire,
  UploadedFileWire,
} from '../adapters/wire/secureDataWire';
import { SENT_LIMIT, UPLOAD_FIELD, UPLOAD_LOCATION_FIELD } from '../adapters/wire/secureDataWire';
import { isContactItem, phoneOptedOut, resolveContact } from './contactTarget';
import {
  FILE_LOCATIONS,
  linkFor,
  newId,
  secureDataOf,
  type DataRequest,
  type SentMessage,
  type SharedItem,
  type StoredFile,
} from './secureDataLedger';
import { generatePassword } from './generatePassword';
import { checkUploadName } from './uploadRules';
import { asFormFile } from './formFile';

type Ctx = Context<SandboxEnv>;

const MAX_SECRET = 10_000;
const MAX_TITLE = 200;
const MAX_MESSAGE = 1_000;

/**
 * Secure Data Sharing's contract (spec section 7, Secure data). Payloads are typed in
 * features/secureDataSharing/adapters/wire/secureDataWire.ts; docs/decisions/089-secure-data-sharing-contract.md
 * lists them.
 */
export const secureDataApiRoutes = new Hono<SandboxEnv>()
  .get('/SecureDataSettings', (c) => c.json(secureDataOf(c.var.state).settings))
  .get('/SecureDataRequestSettings', (c) => c.json(secureDataOf(c.var.state).requestSettings))
  .get('/SecureDataRequestText', (c) =>
    c.json({ text: secureDataOf(c.var.state).requestText } satisfies SecureDataRequestTextWire),
  )
  .get('/SecureDataRequest/getTextVariables', (c) => {
    const { state, user } = c.var;
    const target = resolveContact(state, user, { psaId: c.req.query('CrmId'), contactId: c.req.query('PsaContactId') });
    if (!target.ok) return c.json(errorBody(target.message), target.status);
    const company = state.world.companies.find((co) => co.id === target.contact.companyId);
    const variables: TextVariablesWire = [
      { name: 'ContactName', value: target.contact.name },
      { name: 'ContactFirstName', value: target.contact.name.split(' ')[0] ?? target.contact.name },
      { name: 'CompanyName', value: company?.name ?? '' },
      { name: 'TechnicianName', value: user.username },
      { name: 'TenantName', value: state.tenantOf(user).name },
    ];
    return c.json(variables);
  })
  .get('/SecureData/generate', (c) => {
    const policy = secureDataOf(c.var.state).settings.password;
    const length = Number(c.req.query('length') ?? policy.defaultLength);
    if (!Number.isInteger(length) || length < policy.minLength || length > policy.maxLength) {
      return c.json(errorBody(`Length must be a whole number from ${policy.minLength} to ${policy.maxLength}.`), 400);
    }
    const flag = (name: string) => c.req.query(name) === 'true';
    const wanted = { numbers: flag('numbers'), symbols: flag('symbols'), uppercase: flag('uppercase') };
    if (
      (wanted.numbers && !policy.allowNumbers) ||
      (wanted.symbols && !policy.allowSymbols) ||
      (wanted.uppercase && !policy.allowUppercase)
    ) {
      return c.json(errorBody('These password options are not allowed by your settings.'), 400);
    }
    return c.json({ password: generatePassword(length, wanted) } satisfies GeneratedPasswordWire);
  })
  .get('/SecureData/fileLocations', (c) => c.json(FILE_LOCATIONS satisfies FileLocationsWire))
  .post('/SecureData/file', async (c) => {
    const ledger = secureDataOf(c.var.state);
    const form = await c.req.parseBody().catch(() => null);
    const file = asFormFile(form?.[UPLOAD_FIELD]);
    if (!form || !file)
      return c.json(errorBody(`Send the file as multipart form data in the field "${UPLOAD_FIELD}".`), 400);
    const location = form[UPLOAD_LOCATION_FIELD];
    const locationId =
      typeof location === 'string' && location ? location : FILE_LOCATIONS.find((l) => l.isDefault)!.id;
    if (!FILE_LOCATIONS.some((l) => l.id === locationId))
      return c.json(errorBody('This file location does not exist.'), 400);
    const problem = checkUploadName(file.name, file.size, ledger.settings.files);
    if (problem) return c.json(errorBody(problem), 400);
    const stored: StoredFile = {
      id: newId('f'),
      tenantId: c.var.user.tenantId,
      fileName: file.name,
      contentType: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
      locationId,
      used: false,
    };
    ledger.files.set(stored.id, stored);
    return c.json({
      id: stored.id,
      fileName: stored.fileName,
      size: stored.bytes.byteLength,
    } satisfies UploadedFileWire);
  })
  .post('/SecureData', async (c) => {
    const { state, user } = c.var;
    const ledger = secureDataOf(state);
    const body = await readJson<Partial<CreateSecureDataBody>>(c.req.raw);
    const target = resolveContact(state, user, body);
    if (!target.ok) return c.json(errorBody(target.message), target.status);
    const secret = typeof body.secret === 'string' ? body.secret : '';
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    const fileIds = Array.isArray(body.fileIds)
      ? body.fileIds.filter((id): id is string => typeof id === 'string')
      : [];
    if (secret.length > MAX_SECRET)
      return c.json(errorBody(`The secret is longer than ${MAX_SECRET} characters.`), 400);
    if (!secret.trim() && fileIds.length === 0) return c.json(errorBody('Enter a secret or add a file.'), 400);
    if (fileIds.length > ledger.settings.files.maxFiles)
      return c.json(errorBody(`At most ${ledger.settings.files.maxFiles} files can be shared at once.`), 400);
    const files = fileIds.map((id) => ledger.files.get(id));
    if (files.some((f) => !f || f.tenantId !== user.tenantId || f.used))
      return c.json(errorBody('A file was not found. Upload it again.'), 400);
    const hours = Number(body.expiresInHours);
    if (!ledger.settings.expirationHours.includes(hours))
      return c.json(errorBody(`Choose an expiry of ${ledger.settings.expirationHours.join(', ')} hours.`), 400);
    for (const f of files) f!.used = true;
    const now = Date.now();
    const item: SharedItem = {
      ...target.owner,
      id: newId('sd'),
      secret,
      note,
      files: files as StoredFile[],
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + hours * 3600_000).toISOString(),
      status: 'created',
      openedAt: null,
      sends: [],
      changeSeq: ledger.nextChange(),
    };
    ledger.items.unshift(item);
    const data: CreatedLinkWire = {
      id: item.id,
      link: linkFor(new URL(c.req.url).origin, item.id),
      expiresAt: item.expiresAt,
    };
    return c.json({ data });
  })
  .post('/SecureData/send', async (c) => {
    const ledger = secureDataOf(c.var.state);
    const body = await readJson<Partial<SendLinkBody>>(c.req.raw);
    const item = typeof body.id === 'string' ? ledger.item(body.id) : null;
    if (!item || item.tenantId !== c.var.user.tenantId)
      return c.json(errorBody('This secure link was not found.'), 404);
    if (item.status === 'opened' || item.status === 'expired')
      return c.json(
        errorBody(
          `This secure link has ${item.status === 'opened' ? 'already been opened' : 'expired'}. Create a new one.`,
        ),
        409,
      );
    const sent = deliver(c, item, body, linkFor(new URL(c.req.url).origin, item.id));
    if (sent instanceof Response) return sent;
    item.sends.push(sent);
    item.status = 'sent';
    item.changeSeq = ledger.nextChange();
    return c.json({ sentAt: sent.time } satisfies SentWire);
  })
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
  .get('/SecureData/sent', (c) => {
    const scope = scopeOf(c);
    if (scope instanceof Response) return scope;
    const ledger = secureDataOf(c.var.state);
    const { tenantId } = c.var.user;
    const sends = (s: SentMessage[]) => s.map((m) => ({ channel: m.channel, recipient: m.recipient, sentAt: m.time }));
    const items: SentItemWire[] = [
      ...ledger.itemsOf(tenantId, scope.psaId, scope).map((i) => ({
        id: i.id,
        kind: 'link' as const,
        title: null,
        createdAt: i.createdAt,
        expiresAt: i.expiresAt,
        status: i.status,
        openedAt: i.openedAt,
        sends: sends(i.sends),
      })),
      ...ledger.requestsOf(tenantId, scope.psaId, scope).map((r) => ({
        id: r.id,
        kind: 'request' as const,
        title: r.title,
        createdAt: r.createdAt,
        expiresAt: r.expiresAt,
        status: r.status,
        openedAt: r.openedAt,
        sends: sends(r.sends),
      })),
    ];
    items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    return c.json(items.slice(0, SENT_LIMIT));
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

/** The table and summary scope: psaId and a ticketId, or a contactId on a contact screen. */
function scopeOf(c: Ctx): { psaId: string; ticketId: string | null; contactId: string | null } | Response {
  const psaId = c.req.query('psaId') ?? '';
  const ticketId = c.req.query('ticketId') || null;
  const contactId = c.req.query('contactId') || null;
  if (!psaId || (!ticketId && !contactId))
    return c.json(errorBody('Say which ticket (ticketId) or contact (contactId), with psaId.'), 400);
  return { psaId, ticketId, contactId };
}

/** Checks a send as the gateway would and returns what was "sent", or the refusal. */
function deliver(
  c: Ctx,
  owner: { tenantId: string; contactId: string },
  body: Partial<SendLinkBody>,
  link: string,
): SentMessage | Response {
  const contact = c.var.state.world.contacts.find((ct) => ct.id === owner.contactId);
  const channel = body.channel === 'sms' || body.channel === 'email' ? body.channel : null;
  if (!channel) return c.json(errorBody('Choose how to send it: sms or email.'), 400);
  const recipient = typeof body.recipient === 'string' ? body.recipient : '';
  if (!contact || !isContactItem(contact, channel, recipient))
    return c.json(errorBody(`This contact has no such ${channel === 'sms' ? 'phone number' : 'email address'}.`), 400);
  if (channel === 'sms' && phoneOptedOut(c.var.state, owner.tenantId, recipient))
    return c.json(errorBody('This number has opted out of text messages.'), 400);
  let message = typeof body.message === 'string' ? body.message.trim() : '';
  if (message.length > MAX_MESSAGE) return c.json(errorBody(`Keep the message under ${MAX_MESSAGE} characters.`), 400);
  if (!message.includes(link)) message = message ? `${message} ${link}` : link;
  return { channel, recipient, message, time: new Date().toISOString() };
}
