import fc from 'fast-check';
import type { HistoryEntry } from '@features/api/core';
import { ContactMother } from '@core/testing/ContactMother';
import type { CallRecord, CallStatus, PassedCheck } from './CallRecord';
import type { ContactAttempts, FailedAttempt } from './failedAttempts';
import {
  CLOCK_SKEW_MS,
  itemStanding,
  standingChangesAt,
  verificationStanding,
  type StandingFacts,
  type ThisCall,
} from './verificationStanding';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const ago = (n: number) => new Date(NOW - minutes(n)).toISOString();
/** Tess on ticket 1001, call-1: the call the pod is on. */
const CALL: ThisCall = { ticketId: '1001', technicianId: 'u-tech', callId: 'call-1' };
const POLICY = { verifiedForMinutes: 60 };

const check = (minutesAgo: number, validationType = 'SMS', value = '+1 555 010 2001'): PassedCheck => ({
  validationId: `v-${validationType}-${minutesAgo}`,
  validationType,
  value,
  note: '',
  at: ago(minutesAgo),
});

/** The backend's record of Tess's call-1 on ticket 1001 unless the parts say otherwise. */
function record(parts: Partial<CallRecord> = {}): CallRecord {
  const passed = parts.passed ?? [check(1)];
  const status: CallStatus = parts.status ?? 'verified';
  return {
    callId: 'call-1',
    psaId: 'acme-cw',
    contactId: 'c-alice',
    ticketId: '1001',
    ticketNumber: 'T1001',
    technician: { id: 'u-tech', name: 'Tess Tech' },
    request: 'Other',
    methodsNeeded: 1,
    passed,
    held: null,
    approval: null,
    status,
    verifiedAt: status === 'verified' ? (passed.at(-1)?.at ?? null) : null,
    ticketNote: null,
    startedAt: ago(5),
    updatedAt: passed.at(-1)?.at ?? ago(5),
    ...parts,
  };
}

const noFailures: ContactAttempts = { failures: [], lockedUntil: null };
const facts = (records: CallRecord[], parts: Partial<StandingFacts> = {}): StandingFacts => ({
  records,
  history: [],
  attempts: noFailures,
  ...parts,
});
const standing = (f: StandingFacts, now = NOW, call = CALL) => verificationStanding(f, POLICY, now, call);
const failure = (minutesAgo: number, callId: string | null): FailedAttempt => ({
  date: ago(minutesAgo),
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  reason: 'WrongCode',
  value: '+1 555 010 2001',
  callId,
});

describe('verificationStanding: the backend’s record of this call decides', () => {
  it('verified holds until its oldest method leaves the window, then it has expired', () => {
    expect(standing(facts([record()]))).toMatchObject({ kind: 'verified', until: NOW + minutes(59) });
    expect(standing(facts([record()]), NOW + minutes(59) - 1).kind).toBe('verified');
    expect(standing(facts([record()]), NOW + minutes(59))).toMatchObject({ kind: 'expired', last: { type: 'SMS' } });
  });

  it('1 of 2 methods in every session: a second sign-in (no call id of its own) reads the same record', () => {
    const half = record({ request: 'PasswordReset', methodsNeeded: 2, status: 'partial' });
    expect(standing(facts([half]))).toMatchObject({ kind: 'partial', need: 2 });
    expect(standing(facts([half]), NOW, { ...CALL, callId: null })).toMatchObject({ kind: 'partial' });
    // Two passed methods the record still calls partial (its status is the truth) are not green either.
    expect(standing(facts([{ ...half, passed: [check(3), check(1, 'Email', 'a@b.c')] }])).kind).toBe('partial');
  });

  it('held and denied say so, and are never green', () => {
    const held = record({ status: 'held', passed: [check(3)], held: check(1, 'Email', 'bob@contoso.example') });
    expect(standing(facts([held]))).toMatchObject({ kind: 'held', proof: [{ type: 'Email' }, { type: 'SMS' }] });
    expect(standing(facts([record({ status: 'denied', verifiedAt: null })])).kind).toBe('denied');
  });

  it('verified, then failed checks of the same call or a lock: not green, with how many and the lock', () => {
    const verified = record({ passed: [check(10)] });
    const after = (attempts: ContactAttempts) => standing(facts([verified], { attempts }));
    expect(after({ failures: [failure(5, 'call-1'), failure(4, 'call-1')], lockedUntil: null })).toMatchObject({
      kind: 'challenged',
      failures: 2,
      lockedUntil: null,
    });
    // A failure before the verification, or another call's, leaves it green.
    expect(
      after({ failures: [failure(11, 'call-1'), failure(5, 'call-9'), failure(5, null)], lockedUntil: null }).kind,
    ).toBe('verified');
    expect(after({ failures: [], lockedUntil: NOW + minutes(15) })).toMatchObject({
      kind: 'challenged',
      failures: 0,
      lockedUntil: NOW + minutes(15),
    });
    expect(after({ failures: [], lockedUntil: NOW - 1 }).kind).toBe('verified');
  });

  it('a stored call id the backend does not know, or another technician’s, is never green', () => {
    expect(standing(facts([record()]), NOW, { ...CALL, callId: 'call-forged' })).toMatchObject({
      kind: 'elsewhere',
      why: 'earlierRequest',
    });
    expect(standing(facts([]), NOW, CALL)).toEqual({ kind: 'never' });
    const someoneElses = record({ technician: { id: 'u-mfa', name: 'Max Factor' } });
    expect(standing(facts([someoneElses]))).toMatchObject({ kind: 'elsewhere', why: 'otherTechnician' });
    expect(standing(facts([record({ ticketId: '1002', ticketNumber: 'T1002' })]))).toMatchObject({
      kind: 'elsewhere',
      why: 'otherCall',
    });
    expect(standing(facts([record()]), NOW, { ...CALL, technicianId: null }).kind).toBe('elsewhere');
  });

  it('on a contact screen only the call’s own id counts: nothing is adopted', () => {
    const contactScreen: ThisCall = { ticketId: null, technicianId: 'u-tech', callId: 'call-1' };
    const mine = record({ ticketId: null, ticketNumber: null });
    expect(standing(facts([mine]), NOW, contactScreen).kind).toBe('verified');
    expect(standing(facts([mine]), NOW, { ...contactScreen, callId: null }).kind).toBe('elsewhere');
  });

  it('a second sign-in adopts only a call still going (changed within the window)', () => {
    const old = record({ passed: [check(90)], updatedAt: ago(90), startedAt: ago(95) });
    expect(standing(facts([old]), NOW, { ...CALL, callId: null }).kind).not.toBe('verified');
  });

  it('history without records is a date at most; dated ahead of the clock is not evidence yet', () => {
    const seeded = ContactMother.historyEntry({ date: ago(8 * 7 * 24 * 60), type: 'SMS' });
    expect(standing(facts([], { history: [seeded] }))).toMatchObject({ kind: 'lapsed', last: { type: 'SMS' } });
    expect(standing(facts([], { history: [{ ...seeded, isRevoked: true }] }))).toEqual({ kind: 'never' });
    expect(standing(facts([record({ passed: [check(-10)] })])).kind).not.toBe('verified');
    expect(standing(facts([record({ passed: [check(-0.5)] })])).kind).toBe('verified');
    expect(standing(facts([record({ passed: [check(-10)] })]), NOW + minutes(10) - CLOCK_SKEW_MS).kind).toBe(
      'verified',
    );
  });

  const recordArb = fc.record({
    status: fc.constantFrom<CallStatus>('open', 'partial', 'held', 'verified', 'denied'),
    minutesAgo: fc.integer({ min: -30, max: 60 * 24 }),
    technician: fc.constantFrom('u-tech', 'u-mfa'),
    ticketId: fc.constantFrom<string | null>('1001', '1002', null),
    callId: fc.constantFrom('call-1', 'call-2'),
  });
  const failuresArb = fc.array(
    fc.record({ minutesAgo: fc.integer({ min: 0, max: 120 }), callId: fc.constantFrom('call-1', 'call-2', null) }),
    { maxLength: 4 },
  );
  const lockArb = fc.option(fc.integer({ min: -30, max: 30 }), { nil: null });
  type Raw = { status: CallStatus; minutesAgo: number; technician: string; ticketId: string | null; callId: string };
  const build = (raw: Raw[], rawFailures: { minutesAgo: number; callId: string | null }[], lock: number | null) =>
    facts(
      raw.map((r) =>
        record({
          status: r.status,
          callId: r.callId,
          ticketId: r.ticketId,
          technician: { id: r.technician, name: r.technician },
          passed: r.status === 'open' ? [] : [check(r.minutesAgo)],
          verifiedAt: r.status === 'verified' ? ago(r.minutesAgo) : null,
          updatedAt: ago(Math.max(r.minutesAgo, 0)),
        }),
      ),
      {
        attempts: {
          failures: rawFailures.map((f) => failure(f.minutesAgo, f.callId)),
          lockedUntil: lock === null ? null : NOW + minutes(lock),
        },
      },
    );

  it('property: green only when this call’s own record says verified, within the window, with nothing failed since and no lock', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 5 }), failuresArb, lockArb, (raw, rawFailures, lock) => {
        const f = build(raw, rawFailures, lock);
        const result = standing(f);
        if (result.kind !== 'verified') return;
        const own = result.record;
        expect(own.callId).toBe('call-1');
        expect(own.technician.id).toBe('u-tech');
        expect(own.ticketId).toBe('1001');
        expect(own.status).toBe('verified');
        expect(result.until).toBeGreaterThan(NOW);
        expect(f.attempts.lockedUntil === null || f.attempts.lockedUntil <= NOW).toBe(true);
        const since = Date.parse(own.verifiedAt!);
        expect(f.attempts.failures.some((x) => x.callId === 'call-1' && Date.parse(x.date) > since)).toBe(false);
      }),
    );
  });

  it('property: nothing changes by itself before standingChangesAt, so re-deriving then (or after any clock jump) is enough', () => {
    fc.assert(
      fc.property(
        fc.array(recordArb, { maxLength: 5 }),
        failuresArb,
        lockArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, rawFailures, lock, fraction) => {
          const f = build(raw, rawFailures, lock);
          const next = standingChangesAt(f, POLICY, NOW);
          const later = next === null ? NOW + minutes(60 * 24 * 365) : NOW + Math.floor((next - NOW) * fraction);
          if (next !== null && later >= next) return;
          expect(JSON.stringify(standing(f, later))).toBe(JSON.stringify(standing(f)));
        },
      ),
    );
  });
});

describe('itemStanding: "Verified" only on the item this call’s verification proved', () => {
  const mobile = { name: 'Mobile', type: 'phone' as const, value: '+1 (555) 010-2001', isVerified: true };
  const email = { name: 'Work email', type: 'email' as const, value: 'alice@contoso.example', isVerified: true };
  const of = (item: typeof mobile | typeof email, f: StandingFacts, history: HistoryEntry[] = []) =>
    itemStanding(item, standing(f), history);

  it('verified for this call, one of two, doubted or denied (its date only), marked verified without a date, or never', () => {
    expect(of(mobile, facts([record()]))).toMatchObject({ kind: 'verified', by: { type: 'SMS' } });
    const half = record({ request: 'MfaReset', methodsNeeded: 2, status: 'partial' });
    expect(of(mobile, facts([half]))).toMatchObject({ kind: 'partial' });
    const locked = facts([record()], { attempts: { failures: [], lockedUntil: NOW + minutes(10) } });
    expect(of(mobile, locked)).toMatchObject({ kind: 'lapsed' });
    expect(of(email, facts([record()]))).toEqual({ kind: 'undated' });
    expect(of({ ...email, isVerified: false }, facts([]))).toEqual({ kind: 'never' });
    expect(of(mobile, facts([record({ passed: [check(1, 'Duo Push', 'device')] })]))).toEqual({ kind: 'undated' });
  });
});
