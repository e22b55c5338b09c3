import fc from 'fast-check';
import { codeCountdown } from './codeCountdown';

describe('code countdown', () => {
  const t0 = Date.parse('2026-11-22T10:00:00.000Z');
  it.each([
    [300_000, { remainingSeconds: 300, expired: false, label: '5:00' }],
    [299_001, { remainingSeconds: 300, expired: false, label: '5:00' }],
    [299_000, { remainingSeconds: 299, expired: false, label: '4:59' }],
    [9_000, { remainingSeconds: 9, expired: false, label: '0:09' }],
    [1, { remainingSeconds: 1, expired: false, label: '0:01' }],
    [0, { remainingSeconds: 0, expired: true, label: '0:00' }],
    [-5_000, { remainingSeconds: 0, expired: true, label: '0:00' }],
  ])('%i ms left -> %o', (left, expected) => {
    expect(codeCountdown(t0 + left, t0)).toEqual(expected);
  });

  it('never goes up as time passes, and reaches expired exactly at the expiry time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (lifetime, at, step) => {
          const a = codeCountdown(t0 + lifetime, t0 + at);
          const b = codeCountdown(t0 + lifetime, t0 + at + step);
          expect(b.remainingSeconds).toBeLessThanOrEqual(a.remainingSeconds);
          expect(a.expired).toBe(at >= lifetime);
        },
      ),
    );
  });
});
