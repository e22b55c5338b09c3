import fc from 'fast-check';
import type { HistoryEntry } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import { itemStanding, verificationStanding, type StandingPolicy } from './verificationStanding';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const entry = (minutesAgo: number, type = 'SMS', parts: Partial<HistoryEntry> = {}): HistoryEntry =>
  ContactMother.historyEntry({
    date: new Date(NOW - minutes(minutesAgo)).toISOString(),
    type,
    item: '+1 555 010 2001',
    ...parts,
  });
const one: StandingPolicy = { verifiedForMinutes: 60, methodsNeeded: 1 };
const two: StandingPolicy = { verifiedForMinutes: 60, methodsNeeded: 2 };

describe('verificationStanding: a verification is evidence about this call', () => {
  it('an eight-week-old verification is only a date; a minute-old one holds until its window ends', () => {
    expect(verificationStanding([entry(8 * 7 * 24 * 60)], one, NOW)).toMatchObject({
      kind: 'lapsed',
      last: { type: 'SMS' },
    });
    const fresh = verificationStanding([entry(1)], one, NOW);
    expect(fresh).toMatchObject({ kind: 'verified', proof: [{ type: 'SMS' }], until: NOW + minutes(59) });
    expect(verificationStanding([entry(1)], one, NOW + minutes(59) - 1).kind).toBe('verified');
    expect(verificationStanding([entry(1)], one, NOW + minutes(59)).kind).toBe('lapsed');
  });

  it('no history, or only revoked or undated entries: never verified', () => {
    expect(verificationStanding([], one, NOW)).toEqual({ kind: 'never' });
    expect(
      verificationStanding([entry(1, 'SMS', { isRevoked: true }), entry(2, 'SMS', { date: 'yesterday' })], one, NOW),
    ).toEqual({ kind: 'never' });
  });

  it('two methods: the same method twice is one; two different ones verify until the older runs out', () => {
    expect(verificationStanding([entry(1), entry(5)], two, NOW)).toMatchObject({
      kind: 'partial',
      need: 2,
      proof: [{ type: 'SMS' }],
      until: NOW + minutes(59),
    });
    const both = verificationStanding([entry(1, 'Duo Push'), entry(10), entry(20, 'Email')], two, NOW);
    expect(both).toMatchObject({
      kind: 'verified',
      proof: [{ type: 'Duo Push' }, { type: 'SMS' }],
      until: NOW + minutes(50),
    });
    // 'Duo Push' and 'duo push' are one method.
    expect(verificationStanding([entry(1, 'Duo Push'), entry(2, 'duo push')], two, NOW).kind).toBe('partial');
  });

  const historyArb = fc.array(
    fc.record({
      minutesAgo: fc.integer({ min: -5, max: 60 * 24 * 90 }),
      type: fc.constantFrom('SMS', 'Email', 'Link', 'Duo Push', 'Microsoft Push'),
      isRevoked: fc.boolean(),
    }),
    { maxLength: 12 },
  );
  const policyArb = fc.record({
    verifiedForMinutes: fc.integer({ min: 1, max: 24 * 60 }),
    methodsNeeded: fc.constantFrom<1 | 2>(1, 2),
  });
  const build = (raw: Array<{ minutesAgo: number; type: string; isRevoked: boolean }>) =>
    raw.map((r) => entry(r.minutesAgo, r.type, { isRevoked: r.isRevoked }));

  it('property: green only when enough different methods succeeded within the window, never on revoked entries', () => {
    fc.assert(
      fc.property(historyArb, policyArb, (raw, policy) => {
        const standing = verificationStanding(build(raw), policy, NOW);
        const holding = raw.filter((r) => !r.isRevoked && r.minutesAgo < policy.verifiedForMinutes);
        const methods = new Set(holding.map((r) => r.type.toLowerCase()));
        expect(standing.kind === 'verified').toBe(methods.size >= policy.methodsNeeded);
        if (standing.kind === 'verified') {
          expect(standing.proof).toHaveLength(policy.methodsNeeded);
          expect(standing.until).toBeGreaterThan(NOW);
          for (const proof of standing.proof) expect(proof.isRevoked).toBe(false);
        }
        if (standing.kind === 'never') expect(raw.every((r) => r.isRevoked)).toBe(true);
      }),
    );
  });

  it('property: the order of the history does not matter', () => {
    fc.assert(
      fc.property(historyArb, policyArb, fc.integer(), (raw, policy, seed) => {
        const history = build(raw);
        const shuffled = [...history].sort(
          (a, b) =>
            ((a.date.length * 31 + seed) % 7) - ((b.date.length * 31 + seed) % 7) ||
            a.date.localeCompare(b.date) * (seed % 2 ? 1 : -1),
        );
        expect(verificationStanding(shuffled, policy, NOW).kind).toBe(verificationStanding(history, policy, NOW).kind);
      }),
    );
  });

  it('property: it runs out by itself at `until` when nothing new is recorded, and never comes back', () => {
    fc.assert(
      fc.property(historyArb, policyArb, (raw, policy) => {
        const history = build(raw);
        const standing = verificationStanding(history, policy, NOW);
        if (standing.kind !== 'verified' && standing.kind !== 'partial') return;
        expect(verificationStanding(history, policy, standing.until - 1).kind).toBe(standing.kind);
        const after = verificationStanding(history, policy, standing.until);
        expect(after.kind).not.toBe('verified');
        expect(verificationStanding(history, policy, standing.until + minutes(24 * 60 * 365)).kind).toBe('lapsed');
      }),
    );
  });
});

describe('itemStanding: "Verified" only on the item a verification of this call proved', () => {
  const mobile = { name: 'Mobile', type: 'phone' as const, value: '+1 (555) 010-2001', isVerified: true };
  const email = { name: 'Work email', type: 'email' as const, value: 'alice@contoso.example', isVerified: true };

  it('proved now, proved before (its date), marked verified without a date, or never', () => {
    expect(itemStanding(mobile, [entry(3)], 60, NOW)).toMatchObject({ kind: 'verified', by: { type: 'SMS' } });
    expect(itemStanding(mobile, [entry(90)], 60, NOW)).toMatchObject({ kind: 'lapsed', last: { type: 'SMS' } });
    expect(itemStanding(email, [entry(3)], 60, NOW)).toEqual({ kind: 'undated' });
    expect(itemStanding({ ...email, isVerified: false }, [entry(3)], 60, NOW)).toEqual({ kind: 'never' });
    // A push proves the person, not an item; a link proves where it went.
    expect(itemStanding(mobile, [entry(3, 'Duo Push')], 60, NOW)).toEqual({ kind: 'undated' });
    expect(itemStanding(email, [entry(3, 'Link', { item: 'alice@contoso.example' })], 60, NOW)).toMatchObject({
      kind: 'verified',
    });
  });
});
