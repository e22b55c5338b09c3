import type { AxiosInstance } from 'axios';
import { parseWire } from '@features/api/adapters';
import { AppError } from '@features/api/core';
import { filterParams, type ReportFilter } from '../core/reportFilter';
import type { ReportTotals, VerificationAttempt } from '../core/VerificationAttempt';
import type { AttemptPage, ReportOptions, VerificationReportApi } from '../core/VerificationReportApi';
import {
  attemptListWire,
  METHOD_OF_WIRE,
  reportOptionsWire,
  reportTotalsWire,
  WIRE_OF_METHOD,
  type AttemptWire,
} from './wire/verificationReportWire';

/** The verification report over the app's HTTP client: every answer is checked against its wire schema. */
export class HttpVerificationReportApi implements VerificationReportApi {
  constructor(private readonly http: AxiosInstance) {}

  async attempts(filter: ReportFilter, start: number, end: number, signal?: AbortSignal): Promise<AttemptPage> {
    const response = await this.http.get('VerificationReport/attempts', {
      params: { ...paramsOf(filter), _start: start, _end: end },
      signal,
    });
    const rows = parseWire(attemptListWire, response.data, 'the verification report').map(toAttempt);
    const header = Number(response.headers['x-total-count']);
    const known = response.headers['x-total-count'] !== undefined && Number.isInteger(header) && header >= 0;
    return { rows, totalCount: known ? header : start + rows.length };
  }

  async totals(filter: ReportFilter, signal?: AbortSignal): Promise<ReportTotals> {
    const response = await this.http.get('VerificationReport/totals', { params: paramsOf(filter), signal });
    return parseWire(reportTotalsWire, response.data, "the verification report's totals");
  }

  async options(signal?: AbortSignal): Promise<ReportOptions> {
    const response = await this.http.get('VerificationReport/filters', { signal });
    const wire = parseWire(reportOptionsWire, response.data, "the verification report's filters");
    return {
      tenant: { id: wire.tenant.id, name: wire.tenant.name },
      companies: wire.companies.map(({ id, name, psa }) => ({
        id,
        name,
        psa: psa ? { id: psa.id, name: psa.name } : null,
      })),
      technicians: wire.technicians.map(({ id, name }) => ({ id, name })),
    };
  }
}

/** The filter's query parameters, with the method by its wire name. */
function paramsOf(filter: ReportFilter): Record<string, string> {
  const params = filterParams(filter);
  if (filter.method) params.method = WIRE_OF_METHOD[filter.method];
  return params;
}

function toAttempt(wire: AttemptWire): VerificationAttempt {
  const at = Date.parse(wire.at);
  if (Number.isNaN(at))
    throw new AppError('malformed', 'The server sent an unexpected answer for the verification report.');
  return {
    id: wire.id,
    at,
    technician: wire.technician,
    contactName: wire.contactName,
    company: wire.company,
    ticketNumber: wire.ticketNumber,
    methods: wire.methods.map((method) => METHOD_OF_WIRE[method]),
    result: wire.result,
    approver: wire.approver ?? null,
    approvalReason: wire.approvalReason ?? null,
    note: wire.note,
    secondsToVerified: wire.secondsToVerified,
  };
}
