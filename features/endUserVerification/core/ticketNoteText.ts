import type { VerificationRecord } from './VerificationRecord';

/** How the note writes its date; the defaults are the technician's own locale and time zone. */
export interface NoteDateFormat {
  locale?: string;
  timeZone?: string;
}

/**
 * The ticket note after a verification: who was verified, how, with what, by whom, when, and the
 * note. The date is written for people (the technician's locale, with the time zone named, since
 * others read the ticket from elsewhere), not as an ISO timestamp.
 */
export function ticketNoteText(contactName: string, record: VerificationRecord, format: NoteDateFormat = {}): string {
  const lines = [
    `Identity verified: ${contactName}`,
    `Method: ${record.validationType} (${record.value})`,
    `Verified by: ${record.inspectorName}`,
    `Date: ${readableDate(record.date, format)}`,
  ];
  if (record.note.trim()) lines.push(`Note: ${record.note.trim()}`);
  return lines.join('\n');
}

function readableDate(iso: string, { locale, timeZone }: NoteDateFormat): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(date);
}
