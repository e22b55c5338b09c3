import { ageText, clockText, type HistoryEntry, ticketNumberText } from '@features/api/core';

/*
 * What a standing says in words, written once for every surface that shows it (the panel's result, the
 * card's tag, the history's marks). Times go through the product's one format (core/time/timeText):
 * an age relative under a day and a date beyond, a time of day for when something holds until.
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

/** This call's verification: "Verified by Tess Tech on #T1001 at 5:25 AM · holds until 5:40 AM". */
export function holdsText(proof: readonly HistoryEntry[], until: number): string {
  const newest = proof[0]!;
  const where = entryTicket(newest);
  return `Verified by ${verifiers(proof)}${where ? ` on ${where}` : ''} at ${clockText(Date.parse(newest.date))} · holds until ${clockText(until)}`;
}

/** A verification that holds for another call: "Verified on #T1001 by Tess Tech 7 min ago". */
export function elsewhereText(entry: HistoryEntry, now: number): string {
  const where = entryTicket(entry);
  return `Verified${where ? ` on ${where}` : ''} by ${entry.inspector || 'another technician'} ${ageText(Date.parse(entry.date), now)}`;
}

/** This call's verification after its window: "Alice Johnson was verified 16 min ago; verification for this call has expired". */
export function expiredText(name: string, entry: HistoryEntry, now: number): string {
  return `${name} was verified ${ageText(Date.parse(entry.date), now)}; verification for this call has expired`;
}
