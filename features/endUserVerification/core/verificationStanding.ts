import type { CommunicationItem, HistoryEntry } from '@features/api/core';
import { itemTypeOf } from './recordVerification';
import { valuesMatch } from './valuesMatch';

/** What decides whether verifications count for the call now. */
export interface StandingPolicy {
  /** A verification counts for this long after it was made. */
  verifiedForMinutes: number;
  /** Different methods the caller's request needs (two for a password or MFA reset). */
  methodsNeeded: 1 | 2;
}

/**
 * The call the pod is on: the ticket (null on a contact screen), the signed-in technician's user id, and
 * the call's own id (on a contact screen, where no ticket says which call a check belonged to).
 */
export interface ThisCall {
  ticketId: string | null;
  technicianId: string | null;
  callId: string | null;
}

/**
 * Where a contact stands for the call in progress. A verification is evidence about one call, not a
 * property of the person: it holds for `verifiedForMinutes`, on the ticket and for the technician it was
 * made by, then only its date is left.
 * - verified: enough different methods of this call succeeded within the window (`proof`, newest first), until `until`;
 * - partial: a request that needs two methods has one so far (`proof`), which holds until `until`;
 * - elsewhere: a verification holds, but for another call: another ticket (or none known), or another
 *   technician on this ticket (`why`); it stops holding at `until`;
 * - expired: this call's verification is older than the window;
 * - lapsed: the last verification is older than the window, and was not this call's;
 * - never: no verification on record (revoked and undated ones do not count).
 */
export type VerificationStanding =
  | { kind: 'verified'; proof: HistoryEntry[]; until: number }
  | { kind: 'partial'; proof: HistoryEntry[]; need: 2; until: number }
  | { kind: 'elsewhere'; last: HistoryEntry; why: 'otherTechnician' | 'otherCall'; until: number }
  | { kind: 'expired'; last: HistoryEntry }
  | { kind: 'lapsed'; last: HistoryEntry }
  | { kind: 'never' };

/**
 * How far ahead of the browser a server's clock may be and its entry still be evidence of now. Further
 * ahead, a verification is not evidence (a wrong clock, or an entry no check made) until its time comes.
 */
export const CLOCK_SKEW_MS = 60_000;

/**
 * The one rule: derived from the history, the policy, the time and this call only (pure; the history's
 * order does not matter). A verification counts for this call when it holds and was made on this ticket
 * by this technician (on a contact screen: by this call); entries that do not say where or by whom
 * (older backends) never do.
 */
export function verificationStanding(
  history: readonly HistoryEntry[],
  policy: StandingPolicy,
  now: number,
  call: ThisCall,
): VerificationStanding {
  const windowMs = policy.verifiedForMinutes * 60_000;
  const byDate = dated(history);
  if (byDate.length === 0) return { kind: 'never' };
  const evidence = byDate.filter((entry) => at(entry) <= now + CLOCK_SKEW_MS);
  const holding = evidence.filter((entry) => now < at(entry) + windowMs);
  const proofs = newestPerMethod(holding.filter((entry) => belongsToCall(entry, call)));
  if (proofs.length >= policy.methodsNeeded) {
    const proof = proofs.slice(0, policy.methodsNeeded);
    // Holds until the oldest entry it needs runs out.
    return { kind: 'verified', proof, until: at(proof[proof.length - 1]!) + windowMs };
  }
  if (proofs.length > 0) return { kind: 'partial', proof: proofs, need: 2, until: at(proofs[0]!) + windowMs };
  const other = holding[0];
  if (other) {
    const why = call.ticketId && other.ticketId === call.ticketId ? 'otherTechnician' : 'otherCall';
    return { kind: 'elsewhere', last: other, why, until: at(other) + windowMs };
  }
  const last = evidence[0] ?? byDate[0]!;
  return belongsToCall(last, call) && evidence[0] ? { kind: 'expired', last } : { kind: 'lapsed', last };
}

/**
 * When the standing next changes by itself (a verification leaving its window, an entry dated ahead of
 * the clock becoming evidence); null when nothing can change without a new entry.
 */
export function standingChangesAt(
  history: readonly HistoryEntry[],
  policy: Pick<StandingPolicy, 'verifiedForMinutes'>,
  now: number,
): number | null {
  const windowMs = policy.verifiedForMinutes * 60_000;
  const moments = dated(history)
    .flatMap((entry) => [at(entry) - CLOCK_SKEW_MS, at(entry) + windowMs])
    .filter((moment) => moment > now);
  return moments.length ? Math.min(...moments) : null;
}

/**
 * Whether a check was this call's: made by this technician, on this ticket; on a contact screen, made
 * without a ticket by this call. An entry that does not say (an older backend) is never this call's.
 */
export function belongsToCall(
  entry: Pick<HistoryEntry, 'ticketId' | 'inspectorId' | 'callId'>,
  call: ThisCall,
): boolean {
  if (!call.technicianId || entry.inspectorId !== call.technicianId) return false;
  if (call.ticketId) return entry.ticketId === call.ticketId;
  return !entry.ticketId && !!call.callId && entry.callId === call.callId;
}

/** Validation types compared without case or spaces ('Duo Push' and 'duo push' are one method). */
export function methodKey(validationType: string): string {
  return validationType.replace(/\s+/g, '').toLowerCase();
}

/**
 * Where one phone or email stands: proved for this call by a verification that still holds, last
 * proved on a date (or for another call), marked verified by the backend without a dated entry
 * (`undated`), or never proved.
 */
export type ItemStanding =
  | { kind: 'verified'; by: HistoryEntry }
  | { kind: 'lapsed'; last: HistoryEntry }
  | { kind: 'undated' }
  | { kind: 'never' };

export function itemStanding(
  item: CommunicationItem,
  history: readonly HistoryEntry[],
  verifiedForMinutes: number,
  now: number,
  call: ThisCall,
): ItemStanding {
  const proving = dated(history).filter(
    (entry) => itemTypeOf(entry.type, entry.item) === item.type && valuesMatch(item.type, item.value, entry.item),
  );
  const forCall = proving.find(
    (entry) =>
      at(entry) <= now + CLOCK_SKEW_MS && now < at(entry) + verifiedForMinutes * 60_000 && belongsToCall(entry, call),
  );
  if (forCall) return { kind: 'verified', by: forCall };
  const last = proving[0];
  if (last) return { kind: 'lapsed', last };
  return item.isVerified ? { kind: 'undated' } : { kind: 'never' };
}

/** Entries that can count at all (not revoked, with a real date), newest first. */
function dated(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history
    .filter((entry) => !entry.isRevoked && Number.isFinite(Date.parse(entry.date)))
    .sort((a, b) => at(b) - at(a));
}

/** The newest success of each method: the same method twice is still one method. */
function newestPerMethod(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const perMethod = new Map<string, HistoryEntry>();
  for (const entry of entries) {
    const method = methodKey(entry.type);
    if (!perMethod.has(method)) perMethod.set(method, entry);
  }
  return [...perMethod.values()];
}

function at(entry: Pick<HistoryEntry, 'date'>): number {
  return Date.parse(entry.date);
}
