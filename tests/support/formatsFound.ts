/**
 * Finds every time and phone number in text a person reads and names the format each is written in, so a
 * test can say how many formats a screen, a sent text or a ticket note uses. The finders are broad on
 * purpose (any time of day, date, ISO moment, age in words, phone-like run of digits); the names are what
 * tell one format from another.
 */

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
const CLOCK = '\\d{1,2}:\\d{2}(?::\\d{2})?\\s?[AP]M';
const ZONE = '(?:UTC|GMT(?:[+-]\\d{1,2})?|[ECMPAH][SD]T|[A-Z]{3,4})';

/** Each time format, most specific first: a match is taken by the first that fits, and its text is used up. */
const TIME_FORMATS: ReadonlyArray<readonly [name: string, pattern: string]> = [
  ['written: date, time and zone ("Nov 28, 2026, 5:28 AM EST")', `\\b${MONTH} \\d{1,2}, \\d{4}, ${CLOCK} ${ZONE}\\b`],
  ['tooltip: the whole moment', `\\b[A-Z][a-z]+day, ${MONTH} \\d{1,2}, \\d{4} at ${CLOCK}(?: ${ZONE})?`],
  ['screen: date and time ("Nov 27, 2026, 9:14 AM")', `\\b${MONTH} \\d{1,2}, \\d{4}, ${CLOCK}`],
  ['ISO timestamp', '\\b\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?'],
  ['numeric date', '\\b\\d{1,2}/\\d{1,2}/\\d{2,4}(?:,? \\d{1,2}:\\d{2}(?:\\s?[AP]M)?)?'],
  ['date only', `\\b${MONTH} \\d{1,2}(?:, \\d{4})?\\b`],
  ['time of day', `\\b${CLOCK}\\b`],
  [
    'screen: relative ("just now", "12 min ago", "in 3 h")',
    '\\bjust now\\b|\\b\\d+ (?:min|h) ago\\b|\\bin \\d+ (?:min|h)\\b',
  ],
  [
    'relative in other words',
    '\\b(?:\\d+|an?) (?:sec(?:ond)?s?|minutes?|mins|hours?|hrs?|days?|weeks?) ago\\b|\\b(?:yesterday|today at)\\b',
  ],
];

/** The one phone format ("+1 (555) 010-2001") and the other ways a number may be written. */
const PHONE_FORMATS: ReadonlyArray<readonly [name: string, pattern: string]> = [
  ['+1 (555) 010-2001', '\\+1 \\(\\d{3}\\) \\d{3}-\\d{4}'],
  ['+1 555 010 2001 (spaced)', '\\+1[ .-]\\d{3}[ .-]\\d{3}[ .-]\\d{4}'],
  ['(555) 010-2001 (no country)', '\\(\\d{3}\\) \\d{3}-\\d{4}'],
  ['0555 010 2002 (national, leading 0)', '\\b0\\d{3}[ .-]?\\d{3}[ .-]?\\d{4}\\b'],
  ['+CC other country', '\\+(?:[02-9]\\d{0,2})[ \\d()-]{7,}\\d'],
  ['digits only', '(?<![\\w-])\\+?1?\\d{10}(?![\\w-])'],
  ['555-010-2001 (dashed)', '\\b\\d{3}-\\d{3}-\\d{4}\\b'],
];

/** Format name -> the strings found written that way. */
export type FormatsFound = Map<string, Set<string>>;

function find(formats: ReadonlyArray<readonly [string, string]>, texts: Iterable<string>): FormatsFound {
  const found: FormatsFound = new Map();
  for (const text of texts) {
    let rest = text;
    for (const [name, pattern] of formats) {
      rest = rest.replace(new RegExp(pattern, 'g'), (match) => {
        found.set(name, (found.get(name) ?? new Set()).add(match));
        return ' '.repeat(match.length);
      });
    }
  }
  return found;
}

/** Every time or date in the texts, by format. */
export const timeFormatsIn = (texts: Iterable<string>): FormatsFound => find(TIME_FORMATS, texts);

/** Every phone number in the texts, by format. */
export const phoneFormatsIn = (texts: Iterable<string>): FormatsFound => find(PHONE_FORMATS, texts);

/** The formats found, each with up to three examples: what a failing assertion prints. */
export function formatSummary(found: FormatsFound): Record<string, string[]> {
  return Object.fromEntries([...found].map(([name, examples]) => [name, [...examples].slice(0, 3)]));
}

/** The formats found beyond the allowed ones, with their examples (empty when every string is allowed). */
export function otherThan(found: FormatsFound, allowed: readonly string[]): Record<string, string[]> {
  return formatSummary(new Map([...found].filter(([name]) => !allowed.includes(name))));
}

/** The screen rule's two shapes are one format: relative under a day, the date and time beyond. */
export const SCREEN_TIME_FORMATS = [
  'screen: relative ("just now", "12 min ago", "in 3 h")',
  'screen: date and time ("Nov 27, 2026, 9:14 AM")',
];
export const TOOLTIP_TIME_FORMAT = 'tooltip: the whole moment';
export const WRITTEN_TIME_FORMAT = 'written: date, time and zone ("Nov 28, 2026, 5:28 AM EST")';
export const THE_PHONE_FORMAT = '+1 (555) 010-2001';
