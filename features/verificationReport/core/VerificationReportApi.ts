import { token } from '@features/api/core';
import type { ReportFilter } from './reportFilter';
import type { ReportCompany } from './companyNames';
import type { IdName, ReportTotals, VerificationAttempt } from './VerificationAttempt';

/** One page of attempts, newest first, and how many the whole filter holds (x-total-count). */
export interface AttemptPage {
  rows: VerificationAttempt[];
  totalCount: number;
}

/** What the filter's lists offer: the tenant's companies and technicians. */
export interface ReportOptions {
  tenant: IdName;
  companies: ReportCompany[];
  technicians: IdName[];
}

/** What the report asks of the backend (adapters/HttpVerificationReportApi.ts implements it over HTTP). */
export interface VerificationReportApi {
  /** Attempts `start` (included) to `end` (excluded) of the filter, newest first. */
  attempts(filter: ReportFilter, start: number, end: number, signal?: AbortSignal): Promise<AttemptPage>;
  totals(filter: ReportFilter, signal?: AbortSignal): Promise<ReportTotals>;
  options(signal?: AbortSignal): Promise<ReportOptions>;
}

export const VerificationReportApiToken = token<VerificationReportApi>(
  'features.verificationReport.VerificationReportApi',
);
