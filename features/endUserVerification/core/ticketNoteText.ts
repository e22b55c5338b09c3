import type { VerificationRecord } from './VerificationRecord';

/** The ticket note after a verification: who was verified, how, with what, by whom, and the note. */
export function ticketNoteText(contactName: string, record: VerificationRecord): string {
  const lines = [
    `Identity verified: ${contactName}`,
    `Method: ${record.validationType} (${record.value})`,
    `Verified by: ${record.inspectorName}`,
    `Date: ${record.date}`,
  ];
  if (record.note.trim()) lines.push(`Note: ${record.note.trim()}`);
  return lines.join('\n');
}
