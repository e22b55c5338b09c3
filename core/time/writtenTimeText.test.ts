import { timeText } from './timeText';
import { writtenTimeText } from './writtenTimeText';

const AT = Date.UTC(2026, 10, 28, 5, 28);

describe('writtenTimeText', () => {
  it('writes the date, the time and the zone, never an age', () => {
    expect(writtenTimeText(AT, 'en-US', 'UTC')).toBe('Nov 28, 2026, 5:28 AM UTC');
    expect(writtenTimeText(AT, 'en-US', 'America/New_York')).toBe('Nov 28, 2026, 12:28 AM EST');
  });

  it("is the screen's moment beyond a day with the zone added", () => {
    const screen = timeText(AT, AT + 3 * 86_400_000, 'en-US', 'UTC');
    expect(writtenTimeText(AT, 'en-US', 'UTC')).toBe(`${screen} UTC`);
  });
});
