import type { CommunicationItem, HistoryEntry } from '@features/api/core';
import { checkEntries, type CallRecord } from './CallRecord';
import type { ContactAttempts } from './failedAttempts';
import { itemTypeOf } from './recordVerification';
import { madeHere, thisCallRecord, type ThisCall } from './thisCall';
import { valuesMatch } from './valuesMatch';

export { methodKey } from './CallRecord';
export type { ThisCall } from './thisCall';

/** What decides how long a verification counts for the call. */
export interface StandingPolicy {
  /** A verification counts for this long after its oldest method passed. */
  verifiedForMinutes: number;
}

/** What the standing is derived from: all of it the backend's. */
export interface StandingFacts {
  /** The contact's calls as the backend records them (GET /PsaContactValidation/calls). */
  records: readonly CallRecord[];
  /** The contact's history (older verifications, made before the records the backend keeps). */
  history: readonly HistoryEntry[];
  /** The contact's failed checks and the backend's lock. */
  attempts: ContactAttempts;
}

/**
 * Where a contact stands for the call in progress, read from the backend's record of the call. A
 * verification is evidence about one call, not a property of the person: it holds for `verifiedForMinutes`,
 * on the ticket and for the technician it was made by, then only its date is left.
 * - verified: the record says verified and it holds, until `until`; `proof` are its methods, newest first;
 * - partial: a request that needs two methods has one so far (the record says so);
 * - held: the methods passed and the approval policy holds it for a manager (asked or not yet);
 * - denied: a manager denied this call's verification;
 * - challenged: verified, then checks of the same call failed or the contact was locked: not green any more;
 * - elsewhere: a verification holds, but for another call: another ticket (or none), another technician on
 *   this ticket, or this technician's earlier request on it (`why`); it stops holding at `until`;
 * - expired: this call's verification is older than the window;
 * - lapsed: the last verification is older than the window, and was not this call's;
 * - never: no verification on record (revoked and undated ones do not count).
 */
export type VerificationStanding =
  | { kind: 'verified'; record: CallRecord; proof: HistoryEntry[]; until: number }
  | { kind: 'partial'; record: CallRecord; proof: HistoryEntry[]; need: 2; until: number }
  | { kind: 'held'; record: CallRecord; proof: HistoryEntry[]; until: number }
  | { kind: 'denied'; record: CallRecord }
  | {
      kind: 'challenged';
      record: CallRecord;
      proof: HistoryEntry[];
      /** Failed checks of this call after it was verified. */
      failures: number;
      /** The contact's lock, when one is on (epoch ms). */
      lockedUntil: number | null;
    }
  | { kind: 'elsewhere'; last: HistoryEntry; why: 'otherTechnician' | 'otherCall' | 'earlierRequest'; until: number }
  | { kind: 'expired'; last: HistoryEntry }
  | { kind: 'lapsed'; last: HistoryEntry }
  | { kind: 'never' };

/**
 * How far ahead of the browser a server's clock may be and its entry still be evidence of now. Further
 * ahead, a verification is not evidence (a wrong clock, or an entry no check made) until its time comes.
 */
export const CLOCK_SKEW_MS = 60_000;

/**
 * The one rule: derived from the backend's records, history and failures, the policy, the time and this
 * call only (pure). Green needs this call's record to say verified, within the window, with no failed check
 * of the call after it and no lock on the contact.
 */
export function verificationStanding(
  facts: StandingFacts,
  policy: StandingPolicy,
  now: number,
  call: ThisCall,
): VerificationStanding {
  const windowMs = policy.verifiedForMinutes * 60_000;
  const own = thisCallRecord(facts.records, call, policy.verifiedForMinutes, now);
  if (own) {
    const standing = ownStanding(own, facts.attempts, windowMs, now);
    if (standing) return standing;
  }
  const other = holdingElsewhere(facts.records, own, call, windowMs, now);
  if (other) return other;
  const dated = datedEntries(facts.history);
  const last = dated.find((entry) => at(entry) <= now + CLOCK_SKEW_MS) ?? dated[0];
  const ownLast = own && own.status !== 'denied' ? checkEntries(own)[0] : undefined;
  if (ownLast) return { kind: 'expired', last: ownLast };
  return last ? { kind: 'lapsed', last } : { kind: 'never' };
}

/** This call's record, while its evidence holds; null when it holds nothing (open, or past the window). */
function ownStanding(
  record: CallRecord,
  attempts: ContactAttempts,
  windowMs: number,
  now: number,
): VerificationStanding | null {
  if (record.status === 'denied') return { kind: 'denied', record };
  const proof = evidence(record, now);
  if (proof.length === 0) return null;
  const until = at(proof[proof.length - 1]!) + windowMs;
  if (now >= until) return null;
  if (record.status === 'held') return { kind: 'held', record, proof, until };
  if (record.status === 'partial') return { kind: 'partial', record, proof, need: 2, until };
  if (record.status !== 'verified') return null;
  const failures = failuresAfter(record, attempts);
  const lockedUntil = attempts.lockedUntil !== null && attempts.lockedUntil > now ? attempts.lockedUntil : null;
  if (failures > 0 || lockedUntil !== null) return { kind: 'challenged', record, proof, failures, lockedUntil };
  return { kind: 'verified', record, proof, until };
}

/** Another call's verification that holds now (the newest), as the neutral "verified elsewhere". */
function holdingElsewhere(
  records: readonly CallRecord[],
  own: CallRecord | null,
  call: ThisCall,
  windowMs: number,
  now: number,
): VerificationStanding | null {
  const holding = records
    .filter((record) => record !== own && record.status === 'verified')
    .map((record) => ({ record, proof: evidence(record, now) }))
    .filter(({ proof }) => proof.length > 0 && now < at(proof[proof.length - 1]!) + windowMs)
    .sort((a, b) => at(b.proof[0]!) - at(a.proof[0]!));
  const newest = holding[0];
  if (!newest) return null;
  const { record, proof } = newest;
  const why = madeHere(record, call)
    ? 'earlierRequest'
    : call.ticketId && record.ticketId === call.ticketId
      ? 'otherTechnician'
      : 'otherCall';
  return { kind: 'elsewhere', last: proof[0]!, why, until: at(proof[proof.length - 1]!) + windowMs };
}

/**
 * When the standing next changes by itself (a verification leaving its window, a check dated ahead of the
 * clock becoming evidence, a lock ending, a call going quiet); null when nothing can change without news.
 */
export function standingChangesAt(facts: StandingFacts, policy: StandingPolicy, now: number): number | null {
  const windowMs = policy.verifiedForMinutes * 60_000;
  const checks = facts.records.flatMap((record) => [...record.passed, ...(record.held ? [record.held] : [])]);
  const moments = [
    ...[...checks.map((check) => Date.parse(check.at)), ...datedEntries(facts.history).map(at)].flatMap((moment) => [
      moment - CLOCK_SKEW_MS,
      moment + windowMs,
    ]),
    ...facts.records.map((record) => Date.parse(record.updatedAt) + windowMs),
    ...(facts.attempts.lockedUntil !== null ? [facts.attempts.lockedUntil] : []),
  ].filter((moment) => Number.isFinite(moment) && moment > now);
  return moments.length ? Math.min(...moments) : null;
}

/**
 * Where one phone or email stands: proved for this call by a verification that holds (`verified`), one of
 * the two methods a request needs (`partial`), last proved on a date or for another call (`lapsed`), marked
 * verified by the backend without a dated entry (`undated`), or never proved.
 */
export type ItemStanding =
  | { kind: 'verified'; by: HistoryEntry }
  | { kind: 'partial'; by: HistoryEntry }
  | { kind: 'lapsed'; last: HistoryEntry }
  | { kind: 'undated' }
  | { kind: 'never' };

/** An item's standing follows the call's: green only while the call is verified and this item proved it. */
export function itemStanding(
  item: CommunicationItem,
  standing: VerificationStanding,
  history: readonly HistoryEntry[],
): ItemStanding {
  const proves = (entry: HistoryEntry) =>
    itemTypeOf(entry.type, entry.item) === item.type && valuesMatch(item.type, item.value, entry.item);
  if (standing.kind === 'verified' || standing.kind === 'partial') {
    const by = standing.proof.find(proves);
    if (by) return { kind: standing.kind, by };
  }
  const last = datedEntries(history).find(proves) ?? proofOf(standing).find(proves);
  if (last) return { kind: 'lapsed', last };
  return item.isVerified ? { kind: 'undated' } : { kind: 'never' };
}

function proofOf(standing: VerificationStanding): HistoryEntry[] {
  return 'proof' in standing ? standing.proof : [];
}

/** A record's passed checks (the held one too) that are evidence now (not dated ahead of the clock), newest first. */
function evidence(record: CallRecord, now: number): HistoryEntry[] {
  return checkEntries(record).filter((entry) => Number.isFinite(at(entry)) && at(entry) <= now + CLOCK_SKEW_MS);
}

/** Failed checks of the record's call after it was verified. */
function failuresAfter(record: CallRecord, attempts: ContactAttempts): number {
  const since = Date.parse(record.verifiedAt ?? '');
  if (!Number.isFinite(since)) return 0;
  return attempts.failures.filter((failure) => failure.callId === record.callId && Date.parse(failure.date) > since)
    .length;
}

/** Entries that can count at all (not revoked, with a real date), newest first. */
function datedEntries(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history
    .filter((entry) => !entry.isRevoked && Number.isFinite(Date.parse(entry.date)))
    .sort((a, b) => at(b) - at(a));
}

function at(entry: Pick<HistoryEntry, 'date'>): number {
  return Date.parse(entry.date);
}
