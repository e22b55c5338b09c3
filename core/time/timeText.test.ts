import { ageText, clockText, dateText, fullTimeText, timeText } from './timeText';

const now = Date.parse('2026-11-26T15:30:00.000Z');
const text = (iso: string) => timeText(Date.parse(iso), now, 'en-US', 'UTC');

describe('timeText: one way to write a moment', () => {
  it('says how long ago under an hour', () => {
    expect(text('2026-11-26T15:29:31.000Z')).toBe('just now');
    expect(text('2026-11-26T15:29:00.000Z')).toBe('1 min ago');
    expect(text('2026-11-26T15:18:00.000Z')).toBe('12 min ago');
    expect(text('2026-11-26T14:30:01.000Z')).toBe('59 min ago');
  });

  it('gives the time for earlier today and the date and time before that', () => {
    expect(text('2026-11-26T14:30:00.000Z')).toBe('2:30 PM');
    expect(text('2026-11-26T00:05:00.000Z')).toBe('12:05 AM');
    expect(text('2026-10-01T09:00:00.000Z')).toBe('Oct 1, 2026, 9:00 AM');
  });

  it('a moment in the future is never "ago"; a server a few seconds ahead of the browser still reads "just now"', () => {
    expect(text('2026-11-26T15:40:00.000Z')).toBe('3:40 PM');
    expect(text('2026-11-26T15:30:20.000Z')).toBe('just now');
  });

  it('writes dates, times and the full moment in the given locale', () => {
    expect(dateText(Date.parse('2026-10-01T09:00:00.000Z'), 'en-US', 'UTC')).toBe('Oct 1, 2026');
    expect(dateText(Date.parse('2026-10-01T09:00:00.000Z'), 'de-DE', 'UTC')).toBe('01.10.2026');
    expect(clockText(Date.parse('2026-11-26T10:42:00.000Z'), 'en-US', 'UTC')).toBe('10:42 AM');
    expect(fullTimeText(Date.parse('2026-10-01T09:00:00.000Z'), 'en-US', 'UTC')).toBe(
      'Thursday, October 1, 2026 at 9:00:00 AM UTC',
    );
  });
});

describe('ageText: how old a piece of evidence is', () => {
  const age = (iso: string) => ageText(Date.parse(iso), now, 'en-US', 'UTC');

  it('relative under a day: minutes under an hour, whole hours after', () => {
    expect(age('2026-11-26T15:29:31.000Z')).toBe('just now');
    expect(age('2026-11-26T15:14:00.000Z')).toBe('16 min ago');
    expect(age('2026-11-26T14:30:00.000Z')).toBe('1 h ago');
    expect(age('2026-11-26T12:29:00.000Z')).toBe('3 h ago');
    expect(age('2026-11-25T15:30:01.000Z')).toBe('23 h ago');
  });

  it('the date from a day on, never a time of day (which reads as today)', () => {
    expect(age('2026-11-25T15:30:00.000Z')).toBe('Nov 25, 2026');
    expect(age('2026-10-01T09:00:00.000Z')).toBe('Oct 1, 2026');
  });

  it('a moment ahead of the clock is written as a moment, never as an age; a few seconds ahead is now', () => {
    expect(age('2026-11-26T15:30:20.000Z')).toBe('just now');
    expect(age('2026-11-26T15:40:00.000Z')).toBe('3:40 PM');
    expect(age('2026-11-28T09:00:00.000Z')).toBe('Nov 28, 2026, 9:00 AM');
  });
});
