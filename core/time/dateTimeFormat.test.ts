import { dateTimeFormat } from './dateTimeFormat';
import { fullTimeText, timeText } from './timeText';
import { writtenTimeText } from './writtenTimeText';

const AT = Date.UTC(2026, 9, 1, 9, 0);

describe('dateTimeFormat: one format per locale, zone and shape', () => {
  it('makes each format once, however many moments are written with it', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let day = 0; day < 50; day += 1) {
        timeText(AT + day * 86_400_000, AT + 400 * 86_400_000, 'en-GB', 'Europe/Paris');
        fullTimeText(AT + day * 86_400_000, 'en-GB', 'Europe/Paris');
        writtenTimeText(AT + day * 86_400_000, 'en-GB', 'Europe/Paris');
      }
      expect(made).toHaveBeenCalledTimes(3);
    } finally {
      made.mockRestore();
    }
  });

  it('keeps locales, zones and shapes apart', () => {
    expect(dateTimeFormat('dateTime', 'en-US', 'UTC').format(AT)).toBe('Oct 1, 2026, 9:00 AM');
    expect(dateTimeFormat('dateTime', 'de-DE', 'UTC').format(AT)).toBe('01.10.2026, 09:00');
    expect(dateTimeFormat('dateTime', 'en-US', 'America/New_York').format(AT)).toBe('Oct 1, 2026, 5:00 AM');
    expect(dateTimeFormat('written', 'en-US', 'UTC').format(AT)).toBe('Oct 1, 2026, 9:00 AM UTC');
    expect(dateTimeFormat('full', 'en-US', 'UTC').format(AT)).toBe('Thursday, October 1, 2026 at 9:00:00 AM UTC');
  });
});
