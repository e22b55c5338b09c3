import { CALLER_REQUEST_LABELS, methodName, writtenTimeText } from '@features/api/core';
import type { CallRecord, PassedCheck } from './CallRecord';

/** How the note writes its date; the defaults are the technician's own locale and time zone. */
export interface NoteDateFormat {
  locale?: string;
  timeZone?: string;
}

/** A phone or email as the note writes it (the pod's one phone format; the raw value when it has none). */
export type ShownValue = (value: string) => string;

/**
 * The ticket note of a call, from the backend's record: who was verified (or whose verification a manager
 * denied), for what, every method that passed with where it went, by whom and when, the manager who answered
 * with the reason, and the technician's notes. Methods oldest first. The date is written for people (the
 * technician's locale, with the time zone named, since others read the ticket from elsewhere).
 */
export function ticketNoteText(
  contactName: string,
  record: CallRecord,
  shown: ShownValue = (value) => value,
  format: NoteDateFormat = {},
): string {
  const denied = record.status === 'denied';
  const checks = [...record.passed, ...(denied && record.held ? [record.held] : [])].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at),
  );
  const lines = [denied ? `Identity verification denied: ${contactName}` : `Identity verified: ${contactName}`];
  if (record.request !== 'Other')
    lines.push(
      `Request: ${CALLER_REQUEST_LABELS[record.request]}${record.methodsNeeded > 1 ? ` (${record.methodsNeeded} methods)` : ''}`,
    );
  for (const check of checks) {
    if (checks.length > 1) lines.push('');
    lines.push(...checkLines(record, check, shown, format));
  }
  const answer = record.approval?.answer;
  if (answer) {
    lines.push('');
    lines.push(`${answer.decision === 'approve' ? 'Approved by' : 'Denied by'}: ${answer.by.name}`);
    if (answer.reason.trim()) lines.push(`Reason: ${answer.reason.trim()}`);
    lines.push(`Answered: ${writtenTimeText(answer.at, format.locale, format.timeZone)}`);
  }
  return lines.join('\n');
}

function checkLines(record: CallRecord, check: PassedCheck, shown: ShownValue, format: NoteDateFormat): string[] {
  const lines = [
    `Method: ${methodName(check.validationType)} (${shown(check.value)})`,
    `${record.status === 'denied' ? 'Checked by' : 'Verified by'}: ${record.technician.name}`,
    `Date: ${readableDate(check.at, format)}`,
  ];
  if (check.note.trim()) lines.push(`Note: ${check.note.trim()}`);
  return lines;
}

function readableDate(iso: string, { locale, timeZone }: NoteDateFormat): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : writtenTimeText(at, locale, timeZone);
}
