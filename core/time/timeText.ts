/**
 * The product's one way of writing a moment for people (the browser's locale through Intl):
 * - under a minute ago, or a minute ahead (a server clock a little ahead of the browser's): "just now";
 * - under an hour: "12 min ago";
 * - earlier today: the time ("9:14 AM"); another day: date and time ("Oct 1, 2026, 9:00 AM").
 * `fullTimeText` is the whole date and time, for a tooltip. `ageText` is how old a piece of evidence is
 * (a verification): relative under a day, its date beyond. Pure: the time and locale are passed in.
 */
/** How far ahead of the browser a server's "now" may be and still read as now. */
const CLOCK_SKEW_MS = 60_000;

export function timeText(at: number, now: number, locale?: string, timeZone?: string): string {
  const ago = now - at;
  if (ago > -CLOCK_SKEW_MS && ago < 60_000) return 'just now';
  if (ago >= 0 && ago < 3_600_000) return `${Math.floor(ago / 60_000)} min ago`;
  if (sameDay(at, now, timeZone))
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

/**
 * How old something is, for evidence whose age is what matters (a verification): "just now", "12 min ago",
 * "3 h ago" under a day, the date ("Oct 1, 2026") beyond. A moment ahead of the browser's clock (past the
 * skew a server may have) is not an age: it is written as a moment ("3:40 PM", or its date and time).
 */
export function ageText(at: number, now: number, locale?: string, timeZone?: string): string {
  const ago = now - at;
  if (ago <= -CLOCK_SKEW_MS) return timeText(at, now, locale, timeZone);
  if (ago < 60_000) return 'just now';
  if (ago < 3_600_000) return `${Math.floor(ago / 60_000)} min ago`;
  if (ago < 86_400_000) return `${Math.floor(ago / 3_600_000)} h ago`;
  return dateText(at, locale, timeZone);
}

/** A day without its time: "Oct 1, 2026". */
export function dateText(at: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(at);
}

/** A time of day: "10:42 AM" (for a moment within the next hours, e.g. when a lock ends). */
export function clockText(at: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

/** Everything about the moment, for a tooltip: "Wednesday, October 1, 2026 at 9:00:00 AM UTC". */
export function fullTimeText(at: number, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone }).format(at);
}

function sameDay(a: number, b: number, timeZone?: string): boolean {
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  return day.format(a) === day.format(b);
}
