import { METHOD_NAMES, ticketNumberText, writtenTimeText } from '@features/api/core';
import { companyNameOf, type CompanyNames } from './companyNames';
import { isoWithOffset } from './reportFilter';
import { attemptNoteText, RESULT_NAMES, durationText, type VerificationAttempt } from './VerificationAttempt';

/** What a column needs beyond the attempt: the names the report gives companies (null before the lists load). */
export interface ColumnContext {
  companies: CompanyNames | null;
}

/**
 * One column of the report, built from the attempt's wire fields in this one place: the screen's table, the
 * printed table and the CSV all read this list, so a new field is one entry here.
 */
export interface ReportColumn {
  name: string;
  /** Its share of the printed width (the shares add up to 100): the seeded rows fit one line of 7 pt landscape. */
  share: number;
  /** Its share of the screen's width (they add up to 100), where text is larger and a moment is short ("8 min ago"). */
  screenShare: number;
  /** The least width it keeps on screen, in em: no header or common word is broken. */
  minEm: number;
  /** The value written on paper (and in the CSV unless `csv` says otherwise): plain text, never markup. */
  text(attempt: VerificationAttempt, context: ColumnContext): string;
  /** The CSV's value where it differs from the written one (a time in ISO 8601, a raw ticket number). */
  csv?(attempt: VerificationAttempt, context: ColumnContext): string;
  /** How the screen shows it beyond its text: a moment by the one screen rule, a result as a status tag. */
  onScreen?: 'moment' | 'status';
}

export const REPORT_COLUMNS: readonly ReportColumn[] = [
  {
    name: 'When',
    share: 15,
    screenShare: 9,
    minEm: 7,
    onScreen: 'moment',
    text: (a) => writtenTimeText(a.at),
    csv: (a) => isoWithOffset(a.at),
  },
  { name: 'Technician', share: 6.5, screenShare: 8, minEm: 6, text: (a) => a.technician.name },
  { name: 'Contact', share: 11.5, screenShare: 11, minEm: 7, text: (a) => a.contactName },
  { name: 'Company', share: 16.5, screenShare: 17, minEm: 7, text: (a, c) => companyNameOf(a.company, c.companies) },
  {
    name: 'Ticket',
    share: 4.5,
    screenShare: 6,
    minEm: 4.5,
    text: (a) => (a.ticketNumber ? ticketNumberText(a.ticketNumber) : '–'),
    csv: (a) => a.ticketNumber ?? '',
  },
  {
    name: 'Methods',
    share: 10.5,
    screenShare: 9,
    minEm: 6,
    text: (a) => a.methods.map((m) => METHOD_NAMES[m]).join(' + '),
  },
  {
    name: 'Result',
    share: 9.5,
    screenShare: 12,
    minEm: 6.5,
    onScreen: 'status',
    text: resultText,
    csv: (a) => RESULT_NAMES[a.result],
  },
  { name: 'Approver', share: 6, screenShare: 8, minEm: 6, text: (a) => a.approver ?? '' },
  { name: 'Note', share: 20, screenShare: 20, minEm: 8, text: attemptNoteText },
];

/** The CSV's columns: the report's, then the seconds to verified as a number a spreadsheet can add up. */
export const CSV_ONLY_COLUMNS: readonly Pick<ReportColumn, 'name' | 'text'>[] = [
  {
    name: 'Seconds to verified',
    text: (a) => (a.secondsToVerified === null ? '' : String(Math.round(a.secondsToVerified))),
  },
];

/** "Verified in 3 min 5 s", "Locked out". */
export function resultText(attempt: VerificationAttempt): string {
  const name = RESULT_NAMES[attempt.result];
  return attempt.secondsToVerified === null ? name : `${name} in ${durationText(attempt.secondsToVerified)}`;
}
