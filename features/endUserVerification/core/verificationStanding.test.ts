import fc from 'fast-check';
import type { HistoryEntry } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import {
  CLOCK_SKEW_MS,
  belongsToCall,
  itemStanding,
  standingChangesAt,
  verificationStanding,
  type StandingPolicy,
  type ThisCall,
} from './verificationStanding';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
/** Tess on ticket 1001: the call the pod is on. */
const CALL: ThisCall = { ticketId: '1001', technicianId: 'u-tech', callId: 'call-1' };
/** A check made on this call (Tess, ticket 1001) unless the parts say otherwise. */
const entry = (minutesAgo: number, type = 'SMS', parts: Partial<HistoryEntry> = {}): HistoryEntry =>
  ContactMother.historyEntry({
    date: new Date(NOW - minutes(minutesAgo)).toISOString(),
    type,
    item: '+1 555 010 2001',
    ticketId: '1001',
    ticketNumber: 'T1001',
    inspectorId: 'u-tech',
    ...parts,
  });
const one: StandingPolicy = { verifiedForMinutes: 60, methodsNeeded: 1 };
const two: StandingPolicy = { verifiedForMinutes: 60, methodsNeeded: 2 };
const standing = (history: HistoryEntry[], policy = one, now = NOW, call = CALL) =>
  verificationStanding(history, policy, now, call);

describe('verificationStanding: a verification is evidence about this call', () => {
  it('an eight-week-old verification is only a date; a minute-old one holds until its window ends, then has expired', () => {
    expect(standing([entry(8 * 7 * 24 * 60, 'SMS', { ticketId: '990' })])).toMatchObject({
      kind: 'lapsed',
      last: { type: 'SMS' },
    });
    expect(standing([entry(1)])).toMatchObject({
      kind: 'verified',
      proof: [{ type: 'SMS' }],
      until: NOW + minutes(59),
    });
    expect(standing([entry(1)], one, NOW + minutes(59) - 1).kind).toBe('verified');
    expect(standing([entry(1)], one, NOW + minutes(59))).toMatchObject({ kind: 'expired', last: { type: 'SMS' } });
  });

  it('no history, or only revoked or undated entries: never verified', () => {
    expect(standing([])).toEqual({ kind: 'never' });
    expect(standing([entry(1, 'SMS', { isRevoked: true }), entry(2, 'SMS', { date: 'yesterday' })])).toEqual({
      kind: 'never',
    });
  });

  it('green only on the ticket and for the technician it was made by; otherwise it holds elsewhere, in neutral', () => {
    expect(standing([entry(7, 'SMS', { ticketId: '1002', ticketNumber: 'T1002' })])).toMatchObject({
      kind: 'elsewhere',
      why: 'otherCall',
      last: { ticketNumber: 'T1002' },
      until: NOW + minutes(53),
    });
    expect(standing([entry(7, 'SMS', { inspectorId: 'u-mfa', inspector: 'Max Factor' })])).toMatchObject({
      kind: 'elsewhere',
      why: 'otherTechnician',
    });
    // An entry that does not say where or by whom (an older backend) is never this call's.
    const older = entry(7, 'SMS', { ticketId: undefined, inspectorId: undefined });
    expect(standing([older])).toMatchObject({ kind: 'elsewhere', why: 'otherCall' });
    expect(standing([older], one, NOW + minutes(60))).toMatchObject({ kind: 'lapsed' });
    // Nobody signed in: nothing is anyone's call.
    expect(standing([entry(1)], one, NOW, { ...CALL, technicianId: null }).kind).toBe('elsewhere');
  });

  it("on a contact screen (no ticket) only this call's own checks made without a ticket count", () => {
    const contactScreen: ThisCall = { ticketId: null, technicianId: 'u-tech', callId: 'call-1' };
    const mine = entry(3, 'SMS', { ticketId: undefined, ticketNumber: undefined, callId: 'call-1' });
    expect(standing([mine], one, NOW, contactScreen).kind).toBe('verified');
    expect(standing([{ ...mine, callId: 'call-2' }], one, NOW, contactScreen).kind).toBe('elsewhere');
    expect(standing([entry(3, 'SMS', { callId: 'call-1' })], one, NOW, contactScreen).kind).toBe('elsewhere');
    expect(standing([mine], one, NOW, { ...contactScreen, callId: null }).kind).toBe('elsewhere');
  });

  it('a verification dated ahead of the clock is never green until its time; a server a few seconds ahead is now', () => {
    expect(standing([entry(-10)])).toMatchObject({ kind: 'lapsed' });
    expect(standing([entry(-10), entry(90, 'SMS', { ticketId: '7' })])).toMatchObject({
      kind: 'lapsed',
      last: { ticketId: '7' },
    });
    expect(standing([entry(-0.5)]).kind).toBe('verified');
    expect(standing([entry(-10)], one, NOW + minutes(10) - CLOCK_SKEW_MS).kind).toBe('verified');
  });

  it('two methods: the same method twice is one; two different ones verify until the older runs out', () => {
    expect(standing([entry(1), entry(5)], two)).toMatchObject({
      kind: 'partial',
      need: 2,
      proof: [{ type: 'SMS' }],
      until: NOW + minutes(59),
    });
    const both = standing([entry(1, 'Duo Push'), entry(10), entry(20, 'Email')], two);
    expect(both).toMatchObject({
      kind: 'verified',
      proof: [{ type: 'Duo Push' }, { type: 'SMS' }],
      until: NOW + minutes(50),
    });
    // 'Duo Push' and 'duo push' are one method; another technician's method is not this call's second.
    expect(standing([entry(1, 'Duo Push'), entry(2, 'duo push')], two).kind).toBe('partial');
    expect(standing([entry(1, 'Duo Push'), entry(2, 'SMS', { inspectorId: 'u-mfa' })], two).kind).toBe('partial');
  });

  const historyArb = fc.array(
    fc.record({
      minutesAgo: fc.integer({ min: -30, max: 60 * 24 * 90 }),
      type: fc.constantFrom('SMS', 'Email', 'Link', 'Duo Push', 'Microsoft Push'),
      isRevoked: fc.boolean(),
      ticketId: fc.constantFrom<string | undefined>('1001', '1002', undefined),
      inspectorId: fc.constantFrom<string | undefined>('u-tech', 'u-mfa', undefined),
    }),
    { maxLength: 12 },
  );
  const policyArb = fc.record({
    verifiedForMinutes: fc.integer({ min: 1, max: 24 * 60 }),
    methodsNeeded: fc.constantFrom<1 | 2>(1, 2),
  });
  type Raw = { minutesAgo: number; type: string; isRevoked: boolean; ticketId?: string; inspectorId?: string };
  const build = (raw: Raw[]) =>
    raw.map((r) =>
      entry(r.minutesAgo, r.type, { isRevoked: r.isRevoked, ticketId: r.ticketId, inspectorId: r.inspectorId }),
    );

  it('property: green only when enough different methods of this call succeeded within the window, never ahead of the clock, never on revoked entries', () => {
    fc.assert(
      fc.property(historyArb, policyArb, (raw, policy) => {
        const result = standing(build(raw), policy);
        const counting = raw.filter(
          (r) =>
            !r.isRevoked &&
            r.minutesAgo < policy.verifiedForMinutes &&
            r.minutesAgo >= -1 &&
            r.ticketId === '1001' &&
            r.inspectorId === 'u-tech',
        );
        const methods = new Set(counting.map((r) => r.type.toLowerCase()));
        expect(result.kind === 'verified').toBe(methods.size >= policy.methodsNeeded);
        if (result.kind === 'verified') {
          expect(result.proof).toHaveLength(policy.methodsNeeded);
          expect(result.until).toBeGreaterThan(NOW);
          for (const proof of result.proof) {
            expect(proof.isRevoked).toBe(false);
            expect(belongsToCall(proof, CALL)).toBe(true);
            expect(Date.parse(proof.date)).toBeLessThanOrEqual(NOW + CLOCK_SKEW_MS);
          }
        }
        if (result.kind === 'never') expect(raw.every((r) => r.isRevoked)).toBe(true);
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
        expect(standing(shuffled, policy).kind).toBe(standing(history, policy).kind);
      }),
    );
  });

  it('property: nothing changes by itself before standingChangesAt, so re-deriving then (or after any clock jump) is enough', () => {
    fc.assert(
      fc.property(historyArb, policyArb, fc.double({ min: 0, max: 1, noNaN: true }), (raw, policy, fraction) => {
        const history = build(raw);
        const next = standingChangesAt(history, policy, NOW);
        const later = next === null ? NOW + minutes(60 * 24 * 365) : NOW + Math.floor((next - NOW) * fraction);
        if (next !== null && later >= next) return;
        expect(JSON.stringify(standing(history, policy, later))).toBe(JSON.stringify(standing(history, policy)));
      }),
    );
  });

  it("property: this call's verification runs out by itself at `until` when nothing new is recorded, and never comes back", () => {
    fc.assert(
      fc.property(historyArb, policyArb, (raw, policy) => {
        const history = build(raw).filter((e) => Date.parse(e.date) <= NOW);
        const result = standing(history, policy);
        if (result.kind !== 'verified' && result.kind !== 'partial') return;
        expect(standing(history, policy, result.until - 1).kind).toBe(result.kind);
        expect(standing(history, policy, result.until).kind).not.toBe('verified');
        expect(['expired', 'lapsed']).toContain(standing(history, policy, result.until + minutes(24 * 60 * 365)).kind);
      }),
    );
  });
});

describe('itemStanding: "Verified" only on the item a verification of this call proved', () => {
  const mobile = { name: 'Mobile', type: 'phone' as const, value: '+1 (555) 010-2001', isVerified: true };
  const email = { name: 'Work email', type: 'email' as const, value: 'alice@contoso.example', isVerified: true };
  const item = (i: typeof mobile | typeof email, history: HistoryEntry[], now = NOW) =>
    itemStanding(i, history, 60, now, CALL);

  it('proved for this call, proved before or for another call (its date), marked verified without a date, or never', () => {
    expect(item(mobile, [entry(3)])).toMatchObject({ kind: 'verified', by: { type: 'SMS' } });
    expect(item(mobile, [entry(90)])).toMatchObject({ kind: 'lapsed', last: { type: 'SMS' } });
    expect(item(mobile, [entry(3, 'SMS', { inspectorId: 'u-mfa' })])).toMatchObject({ kind: 'lapsed' });
    expect(item(mobile, [entry(-10)])).toMatchObject({ kind: 'lapsed' });
    expect(item(email, [entry(3)])).toEqual({ kind: 'undated' });
    expect(item({ ...email, isVerified: false }, [entry(3)])).toEqual({ kind: 'never' });
    // A push proves the person, not an item; a link proves where it went.
    expect(item(mobile, [entry(3, 'Duo Push')])).toEqual({ kind: 'undated' });
    expect(item(email, [entry(3, 'Link', { item: 'alice@contoso.example' })])).toMatchObject({ kind: 'verified' });
  });
});
