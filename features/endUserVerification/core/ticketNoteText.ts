import { CALLER_REQUEST_LABELS, writtenTimeText, type CallerRequest } from '@features/api/core';
import type { VerificationRecord } from './VerificationRecord';

/** How the note writes its date; the defaults are the technician's own locale and time zone. */
export interface NoteDateFormat {
  locale?: string;
  timeZone?: string;
}

/**
 * The ticket note after a verification: who was verified, for what, how, with what, by whom, when, and
 * the manager who approved it when the policy asked for one, and the notes. A request that needed two methods names both, oldest first. The date is written for people
 * (the technician's locale, with the time zone named, since others read the ticket from elsewhere).
 */
export function ticketNoteText(
  contactName: string,
  records: readonly VerificationRecord[],
  request: CallerRequest = 'Other',
  format: NoteDateFormat = {},
): string {
  const ordered = [...records].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const lines = [`Identity verified: ${contactName}`];
  if (request !== 'Other')
    lines.push(`Request: ${CALLER_REQUEST_LABELS[request]}${ordered.length > 1 ? ` (${ordered.length} methods)` : ''}`);
  for (const record of ordered) {
    if (ordered.length > 1) lines.push('');
    lines.push(
      `Method: ${record.validationType} (${record.value})`,
      `Verified by: ${record.inspectorName}`,
      `Date: ${readableDate(record.date, format)}`,
    );
    if (record.approvedBy) lines.push(`Approved by: ${record.approvedBy}`);
    if (record.note.trim()) lines.push(`Note: ${record.note.trim()}`);
  }
  return lines.join('\n');
}

function readableDate(iso: string, { locale, timeZone }: NoteDateFormat): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : writtenTimeText(at, locale, timeZone);
}
