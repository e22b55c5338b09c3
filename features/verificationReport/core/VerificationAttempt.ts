import type { VerificationMethod } from '@features/api/core';
/**
 * How an attempt ended, as its call's record says: `partial` is 1 of the 2 methods a request needs (verified only
 * once the second passes), `awaitingApproval` a check a manager's approval holds.
 */
export const ATTEMPT_RESULTS = [
  'verified',
  'partial',
  'awaitingApproval',
  'failed',
  'denied',
  'expired',
  'lockedOut',
] as const;
export type AttemptResult = (typeof ATTEMPT_RESULTS)[number];

export const RESULT_NAMES: Readonly<Record<AttemptResult, string>> = {
  verified: 'Verified',
  partial: '1 of 2 methods',
  awaitingApproval: 'Awaiting approval',
  failed: 'Failed',
  denied: 'Denied',
  expired: 'Expired',
  lockedOut: 'Locked out',
};

export interface IdName {
  id: string;
  name: string;
}

/** One verification attempt across the tenant, as the report shows it. */
export interface VerificationAttempt {
  id: string;
  /** When the first code, push or link went out (ms since the epoch). */
  at: number;
  technician: IdName;
  contactName: string;
  company: IdName;
  /** Null when the attempt was made from a contact screen. */
  ticketNumber: string | null;
  methods: readonly VerificationMethod[];
  result: AttemptResult;
  /** The manager who answered (approved or denied), where the company asks for approval; null otherwise. */
  approver: string | null;
  /** The reason the manager gave; null when nobody answered. */
  approvalReason: string | null;
  note: string;
  /** Seconds from the first send to verified; null unless verified. */
  secondsToVerified: number | null;
}

/**
 * The Note column: the technician's note as written (evidence is not edited), then the approver's reason
 * ("Dana Duo: Carol is on leave").
 */
export function attemptNoteText(attempt: Pick<VerificationAttempt, 'note' | 'approver' | 'approvalReason'>): string {
  const reason = attempt.approvalReason?.trim();
  if (!reason) return attempt.note;
  const approval = `${attempt.approver ?? 'Approver'}: ${reason}`;
  return attempt.note.trim() ? `${attempt.note} · ${approval}` : approval;
}

/** The totals over a whole filter (the server counts them, not the page). */
export interface ReportTotals {
  attempts: number;
  verified: number;
  failed: number;
  lockedOut: number;
  /** Median seconds from the first send to verified; null when nothing was verified. */
  medianSecondsToVerified: number | null;
}

/** The share of verified attempts as the totals write it ("83.4 %"), or an en dash without attempts. */
export function verifiedShareText(totals: ReportTotals): string {
  if (totals.attempts === 0) return '–';
  return `${((totals.verified / totals.attempts) * 100).toFixed(1)} %`;
}

/** A duration in seconds as "42 s", "3 min 5 s" or "1 h 2 min"; an en dash for none. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '–';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
