import type { ReportFilter } from './reportFilter';
import type { VerificationAttempt } from './VerificationAttempt';
import type { AttemptPage, VerificationReportApi } from './VerificationReportApi';

/** Rows asked for per request when the whole filter is read: ten requests for the sandbox's 10,000. */
export const WHOLE_FILTER_PAGE_SIZE = 1000;

/**
 * The filter's pages, newest first, asked one after another: pages of WHOLE_FILTER_PAGE_SIZE up to the total the
 * first page announced, or to an empty page (rows removed meanwhile). Each page comes with that total.
 */
export async function* filterPages(
  api: VerificationReportApi,
  filter: ReportFilter,
  signal?: AbortSignal,
): AsyncGenerator<AttemptPage> {
  let total = Infinity;
  let read = 0;
  while (read < total) {
    const page = await api.attempts(filter, read, read + WHOLE_FILTER_PAGE_SIZE, signal);
    total = Math.min(total, page.totalCount);
    yield { rows: page.rows, totalCount: total };
    if (page.rows.length === 0) break;
    read += page.rows.length;
  }
}

/** Every row of a filter, or how many it holds when that is more than `ceiling` (nothing more is asked for then). */
export type WholeFilter = { rows: VerificationAttempt[] } | { tooMany: number };

export interface ReadOptions {
  signal?: AbortSignal;
  /** The most rows to read: a larger filter is refused after its first page. */
  ceiling: number;
  /** Rows read so far and the filter's total. */
  progress?: (read: number, total: number) => void;
}

/** Reads the whole filter into memory (a print of it): page after page, saying how far it is. */
export async function readWholeFilter(
  api: VerificationReportApi,
  filter: ReportFilter,
  { signal, ceiling, progress }: ReadOptions,
): Promise<WholeFilter> {
  const rows: VerificationAttempt[] = [];
  for await (const page of filterPages(api, filter, signal)) {
    if (page.totalCount > ceiling) return { tooMany: page.totalCount };
    for (const row of page.rows) rows.push(row);
    progress?.(Math.min(rows.length, page.totalCount), page.totalCount);
  }
  return { rows: rows.slice(0, ceiling) };
}
