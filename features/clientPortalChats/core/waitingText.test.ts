import { waitingText } from './waitingText';

const since = Date.parse('2026-11-23T10:00:00.000Z');
const after = (minutes: number) => waitingText(since, since + minutes * 60_000);

describe('waitingText: how long the client has waited', () => {
  it('counts minutes, then hours and minutes, then days', () => {
    expect([after(0), after(0.9), after(1), after(59)]).toEqual([
      'Waiting under a minute',
      'Waiting under a minute',
      'Waiting 1 min',
      'Waiting 59 min',
    ]);
    expect([after(60), after(125), after(24 * 60 - 1)]).toEqual([
      'Waiting 1 h',
      'Waiting 2 h 5 min',
      'Waiting 23 h 59 min',
    ]);
    expect([after(24 * 60), after(6 * 24 * 60 + 30)]).toEqual(['Waiting 1 day', 'Waiting 6 days']);
  });

  it('a clock behind the server never says a negative wait', () => {
    expect(waitingText(since, since - 5 * 60_000)).toBe('Waiting under a minute');
  });
});
