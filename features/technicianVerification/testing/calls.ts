import type { CallCase } from '@tests/kit/CallCase';
import { arr, bool, literal, nullable, num, obj, str } from '@tests/kit/domainShape';
import { HttpTechVerificationApi } from '../adapters/HttpTechVerificationApi';
import { techVerificationListWire, techVerificationWire } from '../adapters/wire/techVerificationWire';

const techVerification = obj({
  id: str,
  crmId: str,
  ticketId: nullable(str),
  contactId: nullable(str),
  contactName: str,
  createdDate: str,
  from: nullable(str),
  to: nullable(str),
  status: literal('Requested', 'CodeSent', 'WrongCode', 'Verified', 'Failed'),
  isVerified: bool,
});
const api = (h: Parameters<CallCase['run']>[0]) => new HttpTechVerificationApi(h);

/** Technician Verification's HTTP calls, for the fault and contract suites (each adapter method once at least). */
export const technicianVerificationCalls: readonly CallCase[] = [
  {
    name: 'HttpTechVerificationApi.forTicket',
    wire: techVerificationListWire,
    domain: arr(techVerification),
    takesSignal: true,
    run: (h, s) => api(h).forTicket('acme-cw', '1001', s),
  },
  {
    name: 'HttpTechVerificationApi.sendCode',
    silent: true,
    wire: techVerificationWire,
    domain: techVerification,
    run: (h) => api(h).sendCode({ crmId: 'acme-cw', ticketId: '1001', requestId: null }),
  },
  {
    name: 'HttpTechVerificationApi.link',
    silent: true,
    wire: techVerificationWire,
    domain: techVerification,
    run: (h) => api(h).link({ requestId: 'r-1', crmId: 'acme-cw', ticketId: '1001' }),
  },
  {
    name: 'HttpTechVerificationApi.history',
    wire: techVerificationListWire,
    domain: obj({ rows: arr(techVerification), totalCount: num }),
    takesSignal: true,
    run: (h, s) =>
      api(h).history(
        { start: 0, end: 10, sort: 'CreatedDate', order: 'desc', contactName: '', status: null, crmId: 'acme-cw' },
        s,
      ),
  },
];
