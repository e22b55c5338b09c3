import { fullTimeText, timeText, untilText } from './timeText';

const now = Date.parse('2026-11-26T15:30:00.000Z');
const text = (iso: string) => timeText(Date.parse(iso), now, 'en-US', 'UTC');

describe('timeText: the one way a moment is written on screen', () => {
  it('relative under an hour, within a minute either way "just now"', () => {
    expect(text('2026-11-26T15:29:31.000Z')).toBe('just now');
    expect(text('2026-11-26T15:30:20.000Z')).toBe('just now');
    expect(text('2026-11-26T15:29:00.000Z')).toBe('1 min ago');
    expect(text('2026-11-26T15:18:00.000Z')).toBe('12 min ago');
    expect(text('2026-11-26T14:30:01.000Z')).toBe('59 min ago');
  });

  it('in whole hours under a day, never a bare time of day (which reads as today)', () => {
    expect(text('2026-11-26T14:30:00.000Z')).toBe('1 h ago');
    expect(text('2026-11-26T00:05:00.000Z')).toBe('15 h ago');
    expect(text('2026-11-25T15:30:01.000Z')).toBe('23 h ago');
  });

  it('the date and time from a day on', () => {
    expect(text('2026-11-25T15:30:00.000Z')).toBe('Nov 25, 2026, 3:30 PM');
    expect(text('2026-10-01T09:00:00.000Z')).toBe('Oct 1, 2026, 9:00 AM');
  });

  it('a moment ahead by the same rule, never rounded up past it: "in 12 min", "in 3 h", its date and time from a day on', () => {
    expect(text('2026-11-26T15:31:30.000Z')).toBe('in 1 min');
    expect(text('2026-11-26T15:45:00.500Z')).toBe('in 15 min');
    expect(text('2026-11-26T15:42:00.000Z')).toBe('in 12 min');
    expect(text('2026-11-26T18:40:00.000Z')).toBe('in 3 h');
    expect(text('2026-11-28T09:00:00.000Z')).toBe('Nov 28, 2026, 9:00 AM');
  });

  it('a deadline is the time left: never rounded up past the end, never "just now" while time remains', () => {
    const until = (iso: string) => untilText(Date.parse(iso), now, 'en-US', 'UTC');
    expect(until('2026-11-26T15:30:20.000Z')).toBe('in under a minute');
    expect(until('2026-11-26T15:44:59.999Z')).toBe('in 14 min');
    expect(until('2026-11-26T15:45:00.001Z')).toBe('in 15 min');
    expect(until('2026-11-26T18:40:00.000Z')).toBe('in 3 h');
    expect(until('2026-11-28T09:00:00.000Z')).toBe('Nov 28, 2026, 9:00 AM');
    expect(until('2026-11-26T15:30:00.000Z')).toBe('now');
    expect(until('2026-11-26T15:00:00.000Z')).toBe('now');
  });

  it('writes in the given locale and zone', () => {
    expect(timeText(Date.parse('2026-10-01T09:00:00.000Z'), now, 'de-DE', 'UTC')).toBe('01.10.2026, 09:00');
    expect(fullTimeText(Date.parse('2026-10-01T09:00:00.000Z'), 'en-US', 'UTC')).toBe(
      'Thursday, October 1, 2026 at 9:00:00 AM UTC',
    );
  });
});
