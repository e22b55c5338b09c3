import { type HistoryEntry, ticketNumberText, timeText, untilText } from '@features/api/core';
import type { CallRecord } from './CallRecord';
import type { VerificationStanding } from './verificationStanding';

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
  return `Verified by ${verifiers(proof)}${where ? ` on ${where}` : ''} ${timeText(Date.parse(newest.date), now)} · holds, ends ${untilText(until, now)}`;
}

/** A verification that holds for another call: "Verified by Tess Tech on #T1001 7 min ago" (the verifier, then where). */
export function elsewhereText(entry: HistoryEntry, now: number): string {
  const where = entryTicket(entry);
  return `Verified by ${entry.inspector || 'another technician'}${where ? ` on ${where}` : ''} ${timeText(Date.parse(entry.date), now)}`;
}

/** This call's verification after its window: "Alice Johnson was verified 16 min ago; verification for this call has expired". */
export function expiredText(name: string, entry: HistoryEntry, now: number): string {
  return `${name} was verified ${timeText(Date.parse(entry.date), now)}; verification for this call has expired`;
}

/** A call held for a manager: "Max Factor was asked 2 min ago; the request ends in 8 min", or that nobody was asked yet. */
export function heldText(record: CallRecord, now: number): string {
  const approval = record.approval;
  if (!approval || approval.state === 'denied' || approval.state === 'approved')
    return "A manager's approval is needed: nobody was asked yet.";
  if (approval.state === 'expired' || approval.expiresAt <= now)
    return `${approval.approver.name} did not answer in time: ask again.`;
  return `${approval.approver.name} was asked ${timeText(approval.requestedAt, now)}; the request ends ${untilText(approval.expiresAt, now)}.`;
}

/** A denied call: "Denied by Dana Duo: Carol is on leave…". */
export function deniedText(record: CallRecord): string {
  const answer = record.approval?.answer;
  if (!answer) return 'A manager denied this verification.';
  return `Denied by ${answer.by.name}${answer.reason ? `: ${answer.reason}` : ''}`;
}

/**
 * A verification that failed checks followed: "Verified 12 min ago, then 5 failed attempts: verify again", or
 * that checks are locked and when they resume.
 */
export function challengedText(standing: Extract<VerificationStanding, { kind: 'challenged' }>, now: number): string {
  const at = Date.parse(standing.record.verifiedAt ?? standing.proof[0]!.date);
  const failed =
    standing.failures > 0 ? `${standing.failures} failed ${standing.failures === 1 ? 'attempt' : 'attempts'}` : null;
  const locked =
    standing.lockedUntil !== null ? `checks locked, they resume ${untilText(standing.lockedUntil, now)}` : null;
  const then = [failed, locked].filter(Boolean).join('; ');
  return `Verified ${timeText(at, now)}, then ${then}: verify again${locked ? ' once they resume' : ''}.`;
}
