import { CSV_ONLY_COLUMNS, REPORT_COLUMNS, type ColumnContext } from './reportColumns';
import type { VerificationAttempt } from './VerificationAttempt';

const NO_CONTEXT: ColumnContext = { companies: null };

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF';
/** RFC 4180's line break. */
const CRLF = '\r\n';

/** A cell starting with one of these is a formula to a spreadsheet (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a cell a spreadsheet would run as a formula gets a leading apostrophe (read as text); a field
 * with a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + CRLF;
}

/** The CSV's header: the report's columns, then the CSV's own. */
export const CSV_COLUMNS: readonly string[] = [...REPORT_COLUMNS, ...CSV_ONLY_COLUMNS].map((column) => column.name);

/** The header line, after the byte order mark. */
export function csvHead(): string {
  return CSV_BOM + csvLine(CSV_COLUMNS);
}

/** One attempt as a CSV line: each column's CSV value (its time in ISO 8601 with the browser's offset). */
export function attemptCsvLine(attempt: VerificationAttempt, context: ColumnContext = NO_CONTEXT): string {
  return csvLine([
    ...REPORT_COLUMNS.map((column) => (column.csv ?? column.text)(attempt, context)),
    ...CSV_ONLY_COLUMNS.map((column) => column.text(attempt, context)),
  ]);
}

/** A file name for the filter's range: verification-report_2026-03-01_2026-03-30.csv. */
export function csvFileName(from: string, to: string): string {
  return `verification-report_${from}_${to}.csv`;
}
