import type { ColumnContext } from './reportColumns';
import { attemptCsvLine, csvHead } from './reportCsv';
import type { ReportFilter } from './reportFilter';
import type { VerificationAttempt } from './VerificationAttempt';
import type { VerificationReportApi } from './VerificationReportApi';
import { filterPages } from './wholeFilter';

/** Rows written between two yields to the browser: a few milliseconds of work each. */
export const ROWS_PER_SLICE = 250;

export interface CsvExportOptions {
  /** Gives the page back to the browser between slices (a macrotask), so no task runs long. */
  pause: () => Promise<void>;
  /** Rows written so far and the filter's total. */
  progress?: (written: number, total: number) => void;
  signal?: AbortSignal;
  /** How the columns name companies. */
  context?: ColumnContext;
}

/**
 * The whole filter as CSV parts (for a Blob), or null when nothing matches (no file is written then): its pages
 * asked one after another, each written in slices of ROWS_PER_SLICE with a pause between, so 10,000 rows never
 * hold the page.
 */
export async function exportCsv(
  api: VerificationReportApi,
  filter: ReportFilter,
  { pause, progress, signal, context }: CsvExportOptions,
): Promise<string[] | null> {
  const parts = [csvHead()];
  let written = 0;
  for await (const page of filterPages(api, filter, signal)) {
    for (let at = 0; at < page.rows.length; at += ROWS_PER_SLICE) {
      const slice = page.rows.slice(at, at + ROWS_PER_SLICE);
      parts.push(linesOf(slice, context));
      written += slice.length;
      progress?.(Math.min(written, page.totalCount), page.totalCount);
      await pause();
      signal?.throwIfAborted();
    }
  }
  return written === 0 ? null : parts;
}

function linesOf(rows: readonly VerificationAttempt[], context: ColumnContext | undefined): string {
  let text = '';
  for (const row of rows) text += attemptCsvLine(row, context);
  return text;
}
