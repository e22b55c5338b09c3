import { Hono } from 'hono';
import { errorBody, type SandboxEnv, readJson } from '@features/api/sandbox';
import type {
  CreateSecureDataBody,
  CreatedLinkWire,
  FileLocationsWire,
  GeneratedPasswordWire,
  SecureDataRequestTextWire,
  SendLinkBody,
  SentItemWire,
  SentWire,
  TextVariablesWire,
  UploadedFileWire,
} from '../adapters/wire/secureDataWire';
import { SENT_LIMIT, UPLOAD_FIELD, UPLOAD_LOCATION_FIELD } from '../adapters/wire/secureDataWire';
import { resolveContact } from './contactTarget';
import {
  FILE_LOCATIONS,
  linkFor,
  newId,
  secureDataOf,
  type SentMessage,
  type SharedItem,
  type StoredFile,
} from './secureDataLedger';
import { generatePassword } from './generatePassword';
import { checkUploadName } from './uploadRules';
import { asFormFile } from './formFile';
import { secureDataRequestRoutes } from './secureDataRequestRoutes';
import { deliver, scopeOf } from './secureDataRouteKit';

const MAX_SECRET = 10_000;

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
  .route('/', secureDataRequestRoutes);
