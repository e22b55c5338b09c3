import { VERIFICATION_METHODS, type VerificationMethod } from '@features/api/core';
import { ATTEMPT_RESULTS, type AttemptResult } from './VerificationAttempt';
import { CONTACT_SEARCH_MAX, EARLIEST_DAY, defaultFilter, startOfDay, type ReportFilter } from './reportFilter';

/**
 * The report's filter as the address holds it (the shell writes each value as `filter.<name>`):
 * from, to, company, technician, result, method, contact. Open filters are left out. See
 * docs/decisions/281-the-report-filter-lives-in-the-address.md.
 */
export function filterAddress(filter: ReportFilter): Record<string, string> {
  return {
    from: filter.from,
    to: filter.to,
    company: filter.companyId ?? '',
    technician: filter.technicianId ?? '',
    result: filter.result ?? '',
    method: filter.method ?? '',
    contact: filter.contact.trim(),
  };
}

/** The tenant's companies and technicians by id, once the report's lists have loaded. */
export interface KnownIds {
  companies: ReadonlySet<string>;
  technicians: ReadonlySet<string>;
}

/** A filter read from an address, and what was wrong with the address (each put right), in words for the screen. */
export interface AddressRead {
  filter: ReportFilter;
  corrections: string[];
}

/**
 * Reads the filter an address names. An address without a filter is the default (the last 30 days); a value that
 * cannot be shown is put right and said: a date that is none or before the report starts, a reversed range, a
 * result or method the report does not know, a search too long, and (once `known` is there) a company or
 * technician the tenant does not have.
 */
export function filterFromAddress(
  values: Readonly<Record<string, string | undefined>>,
  now: number,
  known: KnownIds | null,
): AddressRead {
  const base = defaultFilter(now);
  const corrections: string[] = [];
  let from = dayIn(values.from, 'start', base.from, EARLIEST_DAY, corrections);
  let to = dayIn(values.to, 'end', base.to, base.to, corrections);
  if (from > to) {
    [from, to] = [to, from];
    corrections.push(`The dates in the address were the wrong way round: the report runs from ${from} to ${to}.`);
  }
  const result = oneOf<AttemptResult>(values.result, ATTEMPT_RESULTS, 'result', corrections);
  const method = oneOf<VerificationMethod>(values.method, VERIFICATION_METHODS, 'method', corrections);
  let contact = (values.contact ?? '').trim();
  if (contact.length > CONTACT_SEARCH_MAX) {
    contact = contact.slice(0, CONTACT_SEARCH_MAX).trim();
    corrections.push(`The contact search in the address is cut to ${CONTACT_SEARCH_MAX} characters.`);
  }
  const companyId = knownId(values.company, known?.companies, 'company', corrections);
  const technicianId = knownId(values.technician, known?.technicians, 'technician', corrections);
  return { filter: { from, to, companyId, technicianId, result, method, contact }, corrections };
}

/** Whether the address names a company or technician that only the tenant's lists can confirm. */
export function namesTenantIds(values: Readonly<Record<string, string | undefined>>): boolean {
  return !!values.company || !!values.technician;
}

function dayIn(value: string | undefined, end: 'start' | 'end', fallback: string, early: string, said: string[]) {
  if (!value) return fallback;
  if (!startOfDay(value)) {
    said.push(`The ${end} date in the address, “${quoted(value)}”, is not a date: ${fallback} is shown instead.`);
    return fallback;
  }
  if (value < EARLIEST_DAY) {
    said.push(
      `The ${end} date in the address, ${value}, is before the report starts (${EARLIEST_DAY}): ${early} is shown instead.`,
    );
    return early;
  }
  return value;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], what: string, said: string[]) {
  if (!value) return null;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  said.push(`The address asks for a ${what} the report does not know (“${quoted(value)}”): every ${what} is shown.`);
  return null;
}

function knownId(value: string | undefined, known: ReadonlySet<string> | undefined, what: string, said: string[]) {
  if (!value) return null;
  if (!known || known.has(value)) return value;
  said.push(`The address names a ${what} this tenant does not have (“${quoted(value)}”): every ${what} is shown.`);
  return null;
}

/** A value from the address as a message quotes it: at most 40 characters (it is shown as text, never as markup). */
function quoted(value: string): string {
  return value.length > 40 ? `${value.slice(0, 39)}…` : value;
}
