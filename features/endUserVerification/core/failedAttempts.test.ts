import fc from 'fast-check';
import {
  attemptsAlert,
  attemptsAlertChangesAt,
  failuresTitle,
  lockText,
  recentFailures,
  type FailedAttempt,
} from './failedAttempts';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const policy = { windowMinutes: 60, warnAt: 3, lockAt: 5, lockMinutes: 15 };
const failure = (minutesAgo: number, inspectorName = 'Tess Tech'): FailedAttempt => ({
  date: new Date(NOW - minutesAgo * 60_000).toISOString(),
  validationType: 'SMS',
  inspectorName,
  reason: 'WrongCode',
  value: '+1 555 010 2001',
});

describe('failed attempts', () => {
  it('warns from 3 failures within the hour, with who made them; older ones do not count', () => {
    expect(attemptsAlert({ failures: [failure(1), failure(2)], lockedUntil: null }, policy, NOW)).toEqual({
      kind: 'none',
    });
    expect(
      attemptsAlert(
        { failures: [failure(1), failure(2, 'Max Factor'), failure(30), failure(61)], lockedUntil: null },
        policy,
        NOW,
      ),
    ).toEqual({
      kind: 'warn',
      count: 3,
      inspectors: ['Tess Tech', 'Max Factor'],
    });
  });

  it("the backend's lock says until when; it ends by itself", () => {
    const attempts = {
      failures: [failure(1), failure(2), failure(3), failure(4), failure(5)],
      lockedUntil: NOW + 10 * 60_000,
    };
    expect(attemptsAlert(attempts, policy, NOW)).toMatchObject({ kind: 'locked', count: 5, until: NOW + 10 * 60_000 });
    expect(attemptsAlert(attempts, policy, NOW + 10 * 60_000).kind).toBe('warn');
    expect(attemptsAlertChangesAt(attempts, policy, NOW)).toBe(NOW + 10 * 60_000);
  });

  it('says it in words', () => {
    expect(failuresTitle(3, 60)).toBe('3 failed verification attempts in the last hour');
    expect(failuresTitle(1, 30)).toBe('1 failed verification attempt in the last 30 minutes');
    expect(failuresTitle(4, 120)).toBe('4 failed verification attempts in the last 2 hours');
    const until = NOW + 10 * 60_000;
    // The lock's end through the one screen format (relative under a day), never as the server's ISO moment.
    expect(lockText({ kind: 'locked', count: 5, inspectors: [], until }, NOW)).toBe(
      'Locked, ends in 10 min (5 failed attempts)',
    );
    expect(lockText({ kind: 'locked', count: 1, inspectors: [], until }, NOW + 9 * 60_000 + 30_000)).toBe(
      'Locked, ends in under a minute (1 failed attempt)',
    );
  });

  it('property: the alert is never lower than what the failures within the window say, and changes only at its next change time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 180 }), { maxLength: 10 }),
        fc.option(fc.integer({ min: -30, max: 30 })),
        (ago, lockIn) => {
          const attempts = {
            failures: ago.map((m) => failure(m)),
            lockedUntil: lockIn === null ? null : NOW + lockIn * 60_000,
          };
          const alert = attemptsAlert(attempts, policy, NOW);
          const recent = recentFailures(attempts.failures, policy, NOW).length;
          expect(recent).toBe(ago.filter((m) => m < 60).length);
          if (alert.kind === 'none') expect(recent).toBeLessThan(policy.warnAt);
          if (recent >= policy.warnAt) expect(alert.kind).not.toBe('none');
          const next = attemptsAlertChangesAt(attempts, policy, NOW);
          if (next === null) return;
          expect(attemptsAlert(attempts, policy, next - 1)).toEqual(alert);
        },
      ),
    );
  });
});
