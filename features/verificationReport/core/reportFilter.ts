import type { VerificationMethod } from '@features/api/core';
import type { AttemptResult } from './VerificationAttempt';

/**
 * What the technician asks the report for. Dates are calendar days (YYYY-MM-DD) in the browser's time zone,
 * both included; the other filters are null for "any". `contact` is a text search on the contact's name.
 */
export interface ReportFilter {
  from: string;
  to: string;
  companyId: string | null;
  technicianId: string | null;
  result: AttemptResult | null;
  method: VerificationMethod | null;
  contact: string;
}

/** The default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** The earliest day a range may start: before it, a date is a typo (a year 1900, 0202 half typed), not a report. */
export const EARLIEST_DAY = '2000-01-01';
/** The longest contact search: a name, not a text. */
export const CONTACT_SEARCH_MAX = 100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local calendar day of `ms` as YYYY-MM-DD. */
export function dayOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last 30 days up to `now`, every other filter open. */
export function defaultFilter(now: number): ReportFilter {
  const from = new Date(now);
  from.setDate(from.getDate() - (DEFAULT_RANGE_DAYS - 1));
  return {
    from: dayOf(from.getTime()),
    to: dayOf(now),
    companyId: null,
    technicianId: null,
    result: null,
    method: null,
    contact: '',
  };
}

/** The local midnight that starts `day`, or null when it is no real day. */
export function startOfDay(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getDate() === Number(m[3]) ? date : null;
}

/** What is wrong with the filter, in words for the screen; null when it can be asked for. */
export function filterProblem(filter: ReportFilter): string | null {
  if (!filter.from.trim() || !filter.to.trim()) return 'Choose both a start and an end date.';
  const from = startOfDay(filter.from);
  const to = startOfDay(filter.to);
  if (!from || !to) return 'Enter dates as YYYY-MM-DD.';
  if (filter.from < EARLIEST_DAY || filter.to < EARLIEST_DAY)
    return `The report starts on ${EARLIEST_DAY}: choose a later date.`;
  if (from > to) return 'The start date is after the end date: swap them or choose another range.';
  return null;
}

/** The same filter (the contact compared as it is sent, trimmed). */
export function sameFilter(a: ReportFilter, b: ReportFilter): boolean {
  return (
    a.from === b.from &&
    a.to === b.to &&
    a.companyId === b.companyId &&
    a.technicianId === b.technicianId &&
    a.result === b.result &&
    a.method === b.method &&
    a.contact.trim() === b.contact.trim()
  );
}

/** The instant a range's last day ends, less a minute: the last moment a written time can name ("11:59 PM"). */
export function lastMinuteOf(day: string): number | null {
  const next = startOfDay(day);
  if (!next) return null;
  next.setDate(next.getDate() + 1);
  return next.getTime() - 60_000;
}

/**
 * The query string of a filter: the range as instants with the browser's offset (from its first midnight to the
 * midnight after its last day, end excluded); open filters are not sent. Call only with a filter without a problem.
 */
export function filterParams(filter: ReportFilter): Record<string, string> {
  const from = startOfDay(filter.from)!;
  const end = startOfDay(filter.to)!;
  end.setDate(end.getDate() + 1);
  const params: Record<string, string> = { from: isoWithOffset(from.getTime()), to: isoWithOffset(end.getTime()) };
  if (filter.companyId) params.companyId = filter.companyId;
  if (filter.technicianId) params.technicianId = filter.technicianId;
  if (filter.result) params.result = filter.result;
  if (filter.method) params.method = filter.method;
  const contact = filter.contact.trim();
  if (contact) params.contact = contact;
  return params;
}

/** ISO 8601 with the browser's offset at that instant: 2026-03-01T09:05:00+01:00 (Z is never used). */
export function isoWithOffset(ms: number): string {
  const d = new Date(ms);
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:` +
    `${pad(d.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
