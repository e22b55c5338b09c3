import { fullTimeText, timeText } from '@features/api/core';
import type { TechVerification } from '../core/TechVerification';
import { TECH_STATUS } from './techStatus';

/** A server a little ahead of the browser's clock: its "now" still reads "just now", not as a time of day. */
const CLOCK_SKEW_MS = 60_000;

export interface TechMomentProps {
  /** The moment, ms since the epoch. */
  at: number;
  /** The page's now (it moves while the page is open, so "1 min ago" ages). */
  now: number;
}

/** A moment in the product's one format ("12 min ago", "9:14 AM", "Oct 1, 2026, 9:00 AM"), the full date in its tooltip. */
export function TechMoment({ at, now }: TechMomentProps) {
  const shown = at > now && at - now <= CLOCK_SKEW_MS ? now : at;
  return (
    <time dateTime={new Date(at).toISOString()} title={fullTimeText(at)}>
      {timeText(shown, now)}
    </time>
  );
}

/**
 * What last happened to a verification and when: "Confirmed" at its change; "Asked" at its request (also where the
 * server does not say when it changed, rather than a confirmation time it does not know).
 */
export function lastMoment(v: TechVerification): { happened: string; at: number } {
  if (v.status === 'Requested' || v.changedDate === null) return { happened: TECH_STATUS.Requested.happened, at: Date.parse(v.createdDate) };
  return { happened: TECH_STATUS[v.status].happened, at: Date.parse(v.changedDate) };
}
