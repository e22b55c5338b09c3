/**
 * One `Intl.DateTimeFormat` per locale, zone and shape, made on first use and kept. Building a format is the
 * costly part of writing a moment (it loads the locale's data); a conversation or a report writes hundreds of
 * moments per render, each with the same few shapes.
 */
export type MomentShape = 'dateTime' | 'full' | 'written';

const shapes: Record<MomentShape, Intl.DateTimeFormatOptions> = {
  // "Nov 27, 2026, 9:14 AM"
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  // "Wednesday, October 1, 2026 at 9:00:00 AM UTC"
  full: { dateStyle: 'full', timeStyle: 'long' },
  // "Nov 28, 2026, 5:28 AM EST"
  written: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
};

const made = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(shape: MomentShape, locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${shape}\u0000${locale ?? ''}\u0000${timeZone ?? ''}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...shapes[shape], timeZone });
    made.set(key, format);
  }
  return format;
}
