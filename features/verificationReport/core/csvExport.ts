import { attemptCsvLine, csvHead } from './reportCsv';
import type { ReportFilter } from './reportFilter';
import type { VerificationAttempt } from './VerificationAttempt';
import type { VerificationReportApi } from './VerificationReportApi';

/** Rows asked for per request: ten requests for the sandbox's 10,000. */
export const EXPORT_PAGE_SIZE = 1000;
/** Rows written between two yields to the browser: a few milliseconds of work each. */
export const ROWS_PER_SLICE = 250;

export interface CsvExportOptions {
  /** Gives the page back to the browser between slices (a macrotask), so no task runs long. */
  pause: () => Promise<void>;
  /** Rows written so far and the filter's total. */
  progress?: (written: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * The whole filter as CSV parts (for a Blob): pages of EXPORT_PAGE_SIZE asked one after another, each written in
 * slices of ROWS_PER_SLICE with a pause between, so 10,000 rows never hold the page. Stops at the total the first
 * page announced, or at an empty page (rows removed meanwhile).
 */
export async function exportCsv(
  api: VerificationReportApi,
  filter: ReportFilter,
  { pause, progress, signal }: CsvExportOptions,
): Promise<string[]> {
  const parts = [csvHead()];
  let total = Infinity;
  let written = 0;
  while (written < total) {
    const page = await api.attempts(filter, written, written + EXPORT_PAGE_SIZE, signal);
    total = Math.min(total, page.totalCount);
    if (page.rows.length === 0) break;
    for (let at = 0; at < page.rows.length; at += ROWS_PER_SLICE) {
      parts.push(linesOf(page.rows.slice(at, at + ROWS_PER_SLICE)));
      written += Math.min(ROWS_PER_SLICE, page.rows.length - at);
      progress?.(written, total);
      await pause();
    }
  }
  return parts;
}

function linesOf(rows: readonly VerificationAttempt[]): string {
  let text = '';
  for (const row of rows) text += attemptCsvLine(row);
  return text;
}
