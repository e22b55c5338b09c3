import { File as NodeFile } from 'node:buffer';
import { phonePermissionWire } from '@features/api/adapters';
import type { CallCase } from '@tests/kit/CallCase';
import { arr, blob, bool, dict, literal, nullable, num, obj, str, undef, wire } from '@tests/kit/domainShape';
import { HttpSecureDataApi } from '../adapters/HttpSecureDataApi';
import {
  createdSecureDataWire,
  fileLocationsWire,
  generatedPasswordWire,
  generatedRequestWire,
  requestCheckWire,
  requestRowsWire,
  requestsSummaryWire,
  secureDataRequestSettingsWire,
  secureDataRequestTextWire,
  secureDataSettingsWire,
  sentItemsWire,
  sentWire,
  textVariablesWire,
  uploadedFileWire,
} from '../adapters/wire/secureDataWire';

const sd = (h: Parameters<CallCase['run']>[0]) => new HttpSecureDataApi(h);
const created = obj({ id: str, link: str, expiresAt: num });
const status = literal('created', 'sent', 'answered', 'viewed', 'expired');
const row = obj({ id: str, title: str, status, recipient: nullable(str), createdAt: num, answeredAt: nullable(num) });
const sentItem = obj({
  id: str,
  kind: literal('link', 'request'),
  title: nullable(str),
  createdAt: num,
  expiresAt: num,
  status: literal('created', 'sent', 'opened', 'answered', 'viewed', 'expired'),
  openedAt: nullable(num),
  sends: arr(obj({ channel: literal('sms', 'email'), recipient: str, sentAt: num })),
});
const message = { id: 'sd-1', channel: 'email' as const, recipient: 'bob@contoso.example', message: 'Here: {{Link}}' };
const scope = { psaId: 'acme-cw', ticketId: '1001', contactId: null };

/** Secure Data Sharing's HTTP calls, for the fault and contract suites (each adapter method once at least). */
export const secureDataSharingCalls: readonly CallCase[] = [
  {
    name: 'HttpSecureDataApi.settings',
    wire: secureDataSettingsWire,
    domain: wire(secureDataSettingsWire),
    run: (h) => sd(h).settings(),
  },
  {
    name: 'HttpSecureDataApi.requestSettings',
    wire: secureDataRequestSettingsWire,
    domain: wire(secureDataRequestSettingsWire),
    run: (h) => sd(h).requestSettings(),
  },
  {
    name: 'HttpSecureDataApi.requestText',
    wire: secureDataRequestTextWire,
    domain: wire(secureDataRequestTextWire),
    run: (h) => sd(h).requestText(),
  },
  {
    name: 'HttpSecureDataApi.textVariables',
    wire: textVariablesWire,
    domain: dict(str),
    run: (h) => sd(h).textVariables('acme-cw', 'acme-cw-co1-ct1'),
  },
  {
    name: 'HttpSecureDataApi.generatePassword',
    wire: generatedPasswordWire,
    domain: str,
    run: (h) => sd(h).generatePassword({ length: 12, numbers: true, symbols: false, uppercase: true }),
  },
  {
    name: 'HttpSecureDataApi.fileLocations',
    wire: fileLocationsWire,
    domain: wire(fileLocationsWire),
    run: (h) => sd(h).fileLocations(),
  },
  {
    name: 'HttpSecureDataApi.uploadFile',
    silent: true,
    wire: uploadedFileWire,
    domain: wire(uploadedFileWire),
    takesSignal: true,
    run: (h, signal) =>
      // Node's File: under jsdom the global File is jsdom's, which the global (undici) FormData refuses.
      sd(h).uploadFile(
        new NodeFile(['LICENSE'], 'license.txt', { type: 'text/plain' }) as unknown as File,
        null,
        () => undefined,
        signal ?? new AbortController().signal,
      ),
  },
  {
    name: 'HttpSecureDataApi.create',
    silent: true,
    wire: createdSecureDataWire,
    domain: created,
    run: (h) => sd(h).create({ ...scope, contactId: 'c', secret: 's3cret', note: '', fileIds: [], expiresInHours: 24 }),
  },
  { name: 'HttpSecureDataApi.send', silent: true, wire: sentWire, domain: undef, run: (h) => sd(h).send(message) },
  {
    name: 'HttpSecureDataApi.createRequest',
    silent: true,
    wire: generatedRequestWire,
    domain: created,
    run: (h) => sd(h).createRequest({ ...scope, contactId: 'c', title: 'the key', allowFiles: false }),
  },
  {
    name: 'HttpSecureDataApi.sendRequest',
    silent: true,
    wire: sentWire,
    domain: undef,
    run: (h) => sd(h).sendRequest(message),
  },
  {
    name: 'HttpSecureDataApi.requests',
    wire: requestRowsWire,
    domain: obj({ rows: arr(row), totalCount: num, start: num, end: num }),
    takesSignal: true,
    run: (h, s) => sd(h).requests(scope, 0, 5, s),
  },
  {
    name: 'HttpSecureDataApi.sent',
    wire: sentItemsWire,
    domain: arr(sentItem),
    takesSignal: true,
    run: (h, s) => sd(h).sent(scope, s),
  },
  {
    name: 'HttpSecureDataApi.checkRequests',
    wire: requestsSummaryWire,
    domain: wire(requestsSummaryWire),
    silent: true,
    run: (h) => sd(h).checkRequests(scope),
  },
  {
    name: 'HttpSecureDataApi.checkRequest',
    wire: requestCheckWire,
    domain: wire(requestCheckWire),
    silent: true,
    run: (h) => sd(h).checkRequest('rq-1'),
  },
  {
    name: 'HttpSecureDataApi.downloadAnswerFile',
    wire: null,
    binary: true,
    domain: blob,
    run: (h) => sd(h).downloadAnswerFile('rq-1', 'f-1'),
  },
  {
    name: 'HttpSecureDataApi.isOptedOut',
    wire: phonePermissionWire,
    domain: bool,
    run: (h) => sd(h).isOptedOut('+1 555 010 2001'),
  },
];
