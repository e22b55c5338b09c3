import type { CallCase } from '@tests/kit/CallCase';
import { arr, nullable, num, obj, str } from '@tests/kit/domainShape';
import { HttpVerificationReportApi } from '../adapters/HttpVerificationReportApi';
import { defaultFilter } from '../core/reportFilter';
import { attemptListWire, reportOptionsWire, reportTotalsWire } from '../adapters/wire/verificationReportWire';

const idName = obj({ id: str, name: str });
const filter = defaultFilter(Date.now());

/**
 * The verification report's HTTP calls, each adapter method once at least: the fault suites drive them through
 * generated answers and the contract tests hold them to contract/openapi.yaml (a method without a row fails).
 */
export const verificationReportCalls: readonly CallCase[] = [
  {
    name: 'HttpVerificationReportApi.attempts',
    wire: attemptListWire,
    domain: obj({
      rows: arr(
        obj({
          id: str,
          at: num,
          technician: idName,
          contactName: str,
          company: idName,
          ticketNumber: nullable(str),
          methods: arr(str),
          result: str,
          approver: nullable(str),
          note: str,
          secondsToVerified: nullable(num),
        }),
      ),
      totalCount: num,
    }),
    takesSignal: true,
    run: (h, signal) => new HttpVerificationReportApi(h).attempts(filter, 0, 100, signal),
  },
  {
    name: 'HttpVerificationReportApi.totals',
    wire: reportTotalsWire,
    domain: obj({ attempts: num, verified: num, failed: num, lockedOut: num, medianSecondsToVerified: nullable(num) }),
    takesSignal: true,
    run: (h, signal) => new HttpVerificationReportApi(h).totals(filter, signal),
  },
  {
    name: 'HttpVerificationReportApi.options',
    wire: reportOptionsWire,
    domain: obj({
      tenant: idName,
      companies: arr(obj({ id: str, name: str, psa: nullable(idName) })),
      technicians: arr(idName),
    }),
    takesSignal: true,
    run: (h, signal) => new HttpVerificationReportApi(h).options(signal),
  },
];
