import { type HistoryEntry, ticketNumberText, timeText } from '@features/api/core';

/*
 * What a standing says in words, written once for every surface that shows it (the panel's result, the
 * card's tag, the history's marks). Times go through the product's one screen format (core/time/timeText):
 * relative under a day either way ("7 min ago", "in 48 min"), the date and time beyond.
 */

/** The ticket a check was made on ("#T1001"), or null when the entry does not say. */
export function entryTicket(entry: Pick<HistoryEntry, 'ticketNumber' | 'ticketId'>): string | null {
  const number = entry.ticketNumber || entry.ticketId;
  return number ? ticketNumberText(number) : null;
}

/** Who verified, once each ("Tess Tech", "Tess Tech and Max Factor"). */
export function verifiers(entries: ReadonlyArray<Pick<HistoryEntry, 'inspector'>>): string {
  return [...new Set(entries.map((entry) => entry.inspector || 'unknown technician'))].join(' and ');
}

/** This call's verification: "Verified by Tess Tech on #T1001 12 min ago · holds, ends in 48 min". */
export function holdsText(proof: readonly HistoryEntry[], until: number, now: number): string {
  const newest = proof[0]!;
  const where = entryTicket(newest);
  return `Verified by ${verifiers(proof)}${where ? ` on ${where}` : ''} ${timeText(Date.parse(newest.date), now)} · holds, ends ${timeText(until, now)}`;
}

/** A verification that holds for another call: "Verified on #T1001 by Tess Tech 7 min ago". */
export function elsewhereText(entry: HistoryEntry, now: number): string {
  const where = entryTicket(entry);
  return `Verified${where ? ` on ${where}` : ''} by ${entry.inspector || 'another technician'} ${timeText(Date.parse(entry.date), now)}`;
}

/** This call's verification after its window: "Alice Johnson was verified 16 min ago; verification for this call has expired". */
export function expiredText(name: string, entry: HistoryEntry, now: number): string {
  return `${name} was verified ${timeText(Date.parse(entry.date), now)}; verification for this call has expired`;
}
