import { isoWithOffset } from './reportFilter';
import { attemptNoteText, METHOD_NAMES, RESULT_NAMES, type VerificationAttempt } from './VerificationAttempt';

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

export const CSV_COLUMNS = [
  'When',
  'Technician',
  'Contact',
  'Company',
  'Ticket',
  'Methods',
  'Result',
  'Approver',
  'Note',
  'Seconds to verified',
] as const;

/** The header line, after the byte order mark. */
export function csvHead(): string {
  return CSV_BOM + csvLine(CSV_COLUMNS);
}

/** One attempt as a CSV line; its time in ISO 8601 with the browser's offset. */
export function attemptCsvLine(attempt: VerificationAttempt): string {
  return csvLine([
    isoWithOffset(attempt.at),
    attempt.technician.name,
    attempt.contactName,
    attempt.company.name,
    attempt.ticketNumber ?? '',
    attempt.methods.map((m) => METHOD_NAMES[m]).join(' + '),
    RESULT_NAMES[attempt.result],
    attempt.approver ?? '',
    attemptNoteText(attempt),
    attempt.secondsToVerified === null ? '' : String(Math.round(attempt.secondsToVerified)),
  ]);
}

/** A file name for the filter's range: verification-report_2026-03-01_2026-03-30.csv. */
export function csvFileName(from: string, to: string): string {
  return `verification-report_${from}_${to}.csv`;
}
