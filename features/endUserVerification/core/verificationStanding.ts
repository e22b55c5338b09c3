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
 * Where a contact stands for the call in progress. A verification is evidence about one call, not a
 * property of the person: it holds for `verifiedForMinutes`, then only its date is left.
 * - verified: enough different methods succeeded within the window (`proof`, newest first), until `until`;
 * - partial: a request that needs two methods has one so far (`proof`), which holds until `until`;
 * - lapsed: the last verification is older than the window;
 * - never: no verification on record (revoked ones do not count).
 */
export type VerificationStanding =
  | { kind: 'verified'; proof: HistoryEntry[]; until: number }
  | { kind: 'partial'; proof: HistoryEntry[]; need: 2; until: number }
  | { kind: 'lapsed'; last: HistoryEntry }
  | { kind: 'never' };

/** The one rule: derived from the history, the policy and the time only (pure; the history's order does not matter). */
export function verificationStanding(
  history: readonly HistoryEntry[],
  policy: StandingPolicy,
  now: number,
): VerificationStanding {
  const windowMs = policy.verifiedForMinutes * 60_000;
  const valid = history.filter((entry) => !entry.isRevoked && Number.isFinite(Date.parse(entry.date)));
  if (valid.length === 0) return { kind: 'never' };
  const byDate = [...valid].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const holding = byDate.filter((entry) => now < Date.parse(entry.date) + windowMs);
  // The newest success of each method: the same method twice is still one method.
  const perMethod = new Map<string, HistoryEntry>();
  for (const entry of holding) {
    const method = methodKey(entry.type);
    if (!perMethod.has(method)) perMethod.set(method, entry);
  }
  const proofs = [...perMethod.values()];
  if (proofs.length >= policy.methodsNeeded) {
    const proof = proofs.slice(0, policy.methodsNeeded);
    // Holds until the oldest entry it needs runs out.
    return { kind: 'verified', proof, until: Date.parse(proof[proof.length - 1]!.date) + windowMs };
  }
  if (proofs.length > 0)
    return { kind: 'partial', proof: proofs, need: 2, until: Date.parse(proofs[0]!.date) + windowMs };
  return { kind: 'lapsed', last: byDate[0]! };
}

/** Validation types compared without case or spaces ('Duo Push' and 'duo push' are one method). */
export function methodKey(validationType: string): string {
  return validationType.replace(/\s+/g, '').toLowerCase();
}

/**
 * Where one phone or email stands: proved by a verification that still holds, last proved on a date,
 * marked verified by the backend without a dated entry (`undated`), or never proved.
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
): ItemStanding {
  const proving = history
    .filter((entry) => !entry.isRevoked && Number.isFinite(Date.parse(entry.date)))
    .filter(
      (entry) => itemTypeOf(entry.type, entry.item) === item.type && valuesMatch(item.type, item.value, entry.item),
    )
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const last = proving[0];
  if (last)
    return now < Date.parse(last.date) + verifiedForMinutes * 60_000
      ? { kind: 'verified', by: last }
      : { kind: 'lapsed', last };
  return item.isVerified ? { kind: 'undated' } : { kind: 'never' };
}
