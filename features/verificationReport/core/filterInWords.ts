import { METHOD_NAMES, writtenTimeText } from '@features/api/core';
import type { CompanyNames } from './companyNames';
import { lastMinuteOf, startOfDay, type ReportFilter } from './reportFilter';
import { RESULT_NAMES, type IdName } from './VerificationAttempt';

/** The names the filter's ids stand for (null before the report's lists load: the id is written then). */
export interface FilterNames {
  companies: CompanyNames | null;
  technicians: readonly IdName[] | null;
}

/**
 * A filter in words, as a printed report states it: the range in the one written time format with its zone, then
 * each filter set ("Attempts from Aug 1, 2026, 12:00 AM UTC through Aug 31, 2026, 11:59 PM UTC; result: Failed").
 */
export function filterInWords(filter: ReportFilter, names: FilterNames): string {
  const from = startOfDay(filter.from);
  const last = lastMinuteOf(filter.to);
  const parts = [
    from && last
      ? `Attempts from ${writtenTimeText(from.getTime())} through ${writtenTimeText(last)}`
      : `Attempts from ${filter.from} through ${filter.to}`,
  ];
  if (filter.companyId) parts.push(`company: ${names.companies?.byId.get(filter.companyId) ?? filter.companyId}`);
  if (filter.technicianId)
    parts.push(
      `technician: ${names.technicians?.find((t) => t.id === filter.technicianId)?.name ?? filter.technicianId}`,
    );
  if (filter.result) parts.push(`result: ${RESULT_NAMES[filter.result]}`);
  if (filter.method) parts.push(`method: ${METHOD_NAMES[filter.method]}`);
  if (filter.contact.trim()) parts.push(`contact containing “${filter.contact.trim()}”`);
  return parts.join('; ');
}
