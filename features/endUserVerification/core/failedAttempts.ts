import { untilText } from '@features/api/core';
import type { FailedAttemptsPolicy } from './VerificationSettings';

/** Why a check failed: a wrong code, a push denied or timed out, the wrong number or "No" on a link. */
export type FailureReason = 'WrongCode' | 'Denied' | 'TimedOut' | 'WrongNumber' | 'NotOnCall';

/** One failed check on a contact, by any technician (recorded by the backend, per tenant). */
export interface FailedAttempt {
  /** ISO timestamp. */
  date: string;
  validationType: string;
  inspectorName: string;
  reason: FailureReason;
  /** Where the code, push or link went (a phone, an email, a device). */
  value: string;
  /** The call the failed check belonged to (a project addition; absent from older backends). */
  callId?: string | null;
}

/** The backend's record of a contact's failures, and until when it refuses new sends (epoch ms, or null). */
export interface ContactAttempts {
  failures: FailedAttempt[];
  lockedUntil: number | null;
}

/**
 * What the pod says about failures:
 * - none: fewer than `warnAt` within the window;
 * - warn: `count` failures within the window by `inspectors` (every send then needs a note);
 * - locked: the backend refuses new sends until `until` (epoch ms).
 */
export type AttemptsAlert =
  | { kind: 'none' }
  | { kind: 'warn'; count: number; inspectors: string[] }
  | { kind: 'locked'; count: number; inspectors: string[]; until: number };

/** The one rule, pure: failures within the window, the backend's lock, the time. */
export function attemptsAlert(attempts: ContactAttempts, policy: FailedAttemptsPolicy, now: number): AttemptsAlert {
  const recent = recentFailures(attempts.failures, policy, now);
  const inspectors = [...new Set(recent.map((failure) => failure.inspectorName).filter(Boolean))];
  if (attempts.lockedUntil !== null && attempts.lockedUntil > now)
    return { kind: 'locked', count: recent.length, inspectors, until: attempts.lockedUntil };
  if (recent.length >= policy.warnAt) return { kind: 'warn', count: recent.length, inspectors };
  return { kind: 'none' };
}

/** Failures younger than the window, newest first. */
export function recentFailures(
  failures: readonly FailedAttempt[],
  policy: Pick<FailedAttemptsPolicy, 'windowMinutes'>,
  now: number,
): FailedAttempt[] {
  const since = now - policy.windowMinutes * 60_000;
  return failures
    .filter((failure) => {
      const at = Date.parse(failure.date);
      return Number.isFinite(at) && at > since;
    })
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** When the alert next changes by itself (a failure leaving the window, the lock ending); null when it cannot. */
export function attemptsAlertChangesAt(
  attempts: ContactAttempts,
  policy: FailedAttemptsPolicy,
  now: number,
): number | null {
  const times = recentFailures(attempts.failures, policy, now).map(
    (failure) => Date.parse(failure.date) + policy.windowMinutes * 60_000,
  );
  if (attempts.lockedUntil !== null && attempts.lockedUntil > now) times.push(attempts.lockedUntil);
  return times.length ? Math.min(...times) : null;
}

/** "in the last hour", "in the last 30 minutes": the window in words. */
export function windowText(minutes: number): string {
  if (minutes === 60) return 'in the last hour';
  if (minutes % 60 === 0) return `in the last ${minutes / 60} hours`;
  return `in the last ${minutes} minutes`;
}

/** The callout's first line, e.g. "3 failed verification attempts in the last hour". */
export function failuresTitle(count: number, windowMinutes: number): string {
  return `${count} failed verification ${count === 1 ? 'attempt' : 'attempts'} ${windowText(windowMinutes)}`;
}

/** Why sending is disabled while the contact is locked: "Locked, ends in 12 min (5 failed attempts)". */
export function lockText(alert: Extract<AttemptsAlert, { kind: 'locked' }>, now: number): string {
  return `Locked, ends ${untilText(alert.until, now)} (${alert.count} failed ${alert.count === 1 ? 'attempt' : 'attempts'})`;
}
