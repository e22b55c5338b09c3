/**
 * The product's one way of writing a moment on screen (the browser's locale through Intl), past or future:
 * - within a minute either way (a server clock a little ahead of the browser's included): "just now";
 * - under an hour: "12 min ago", "in 12 min"; under a day: "3 h ago", "in 3 h";
 * - a day or more away: the date and time, "Nov 27, 2026, 9:14 AM" (a date alone would lose the hour).
 * Relative under a day because what a technician weighs is how long ago (or how soon); a time of day alone is
 * never shown, since it reads as today. `fullTimeText` is the whole moment, for the tooltip beside every
 * relative time. Text that leaves the screen (a sent text, an email, a ticket note) is written, never relative:
 * `writtenTimeText`. Pure: the time, the locale and the zone are passed in.
 */
import { dateTimeFormat } from './dateTimeFormat';

/** How far apart the browser's clock and a server's may be and still read as now. */
const CLOCK_SKEW_MS = 60_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export function timeText(at: number, now: number, locale?: string, timeZone?: string): string {
  const ago = now - at;
  if (Math.abs(ago) < CLOCK_SKEW_MS) return 'just now';
  if (Math.abs(ago) >= DAY) return dateTimeText(at, locale, timeZone);
  if (ago > 0) return ago < HOUR ? `${Math.floor(ago / MINUTE)} min ago` : `${Math.floor(ago / HOUR)} h ago`;
  return aheadText(-ago);
}

/**
 * A deadline (a window, a lock, a request's expiry) as the time left, never rounded up past the real end and
 * never "just now" while time remains: "in under a minute", "in 14 min", "in 3 h", the date beyond a day, and
 * "now" once it has come.
 */
export function untilText(until: number, now: number, locale?: string, timeZone?: string): string {
  const ahead = until - now;
  if (ahead <= 0) return 'now';
  if (ahead < MINUTE) return 'in under a minute';
  if (ahead >= DAY) return dateTimeText(until, locale, timeZone);
  return aheadText(ahead);
}

/** Time ahead of a minute or more, in whole units that have not passed yet (14 min 59 s is "in 14 min"). */
function aheadText(ahead: number): string {
  return ahead < HOUR ? `in ${Math.floor(ahead / MINUTE)} min` : `in ${Math.floor(ahead / HOUR)} h`;
}

/** A moment a day or more away: "Nov 27, 2026, 9:14 AM". */
function dateTimeText(at: number, locale?: string, timeZone?: string): string {
  return dateTimeFormat('dateTime', locale, timeZone).format(at);
}

/** Everything about the moment, for a tooltip: "Wednesday, October 1, 2026 at 9:00:00 AM UTC". */
export function fullTimeText(at: number, locale?: string, timeZone?: string): string {
  return dateTimeFormat('full', locale, timeZone).format(at);
}
