import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { contactSignalKey, FeatureSignals } from '@features/api/ui';
import { FakePhoneNumbersApi } from '../core/testing/FakePhoneNumbersApi';
import { RecordingTicketNotesApi } from '../core/testing/RecordingTicketNotesApi';
import { CallRecordMother } from '../core/testing/CallRecordMother';
import { ScriptedVerificationApi } from '../core/testing/ScriptedVerificationApi';
import type { CallRecord } from '../core/CallRecord';
import { VerificationService } from '../core/VerificationService';
import { ContactStanding } from './ContactStanding';

const context = { psaId: 'acme-cw', ticketId: '1001', companyId: 'acme-cw-co1', isTicketContact: true };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const key = contactSignalKey('acme-cw', 'acme-cw-co1-ct1');

function setup(contact = ContactMother.alice()) {
  const clock = new ManualClock(Date.parse('2026-11-26T12:00:00.000Z'));
  const api = new ScriptedVerificationApi();
  const hub = new FakeRealtimeHub();
  const signals = new FeatureSignals(clock);
  const standing = new ContactStanding(contact, context, {
    service: new VerificationService(api, new FakePhoneNumbersApi(), new RecordingTicketNotesApi()),
    clock,
    hub,
    signals,
    userId: 'u-tech',
    onContactChange: () => undefined,
  });
  return { clock, api, hub, signals, standing };
}

const recent = (clock: ManualClock, minutesAgo: number) => new Date(clock.now() - minutesAgo * 60_000).toISOString();
/** The backend's record of Tess's call on ticket 1001 (the ticket the pod is on), verified by SMS at `at`. */
const tessOn1001 = (at: string, parts: Partial<CallRecord> = {}): CallRecord =>
  CallRecordMother.record({
    contactId: 'acme-cw-co1-ct1',
    ticketId: '1001',
    ticketNumber: 'T1001',
    passed: [CallRecordMother.check(at, 'SMS', '+1 (555) 010-2001')],
    ...parts,
  });

/** The backend now has these records, and the hub says a call changed: the pod reads them again. */
async function backendHas(api: ScriptedVerificationApi, hub: FakeRealtimeHub, records: CallRecord[]) {
  api.records = records;
  hub.emit('VerificationCallChanged', {
    callId: records[0]?.callId ?? 'call-x',
    psaId: 'acme-cw',
    contactId: 'acme-cw-co1-ct1',
  });
  await settle();
}

describe('ContactStanding and the signals the card and the sidebar read', () => {
  it("Alice's eight-week-old verification: a neutral date with who and how, nothing green, no sidebar dot", async () => {
    const { signals, standing } = setup();
    standing.start();
    await settle();
    expect(signals.forContact(key)).toEqual([
      {
        featureId: 'endUserVerification',
        tag: {
          intent: 'none',
          text: expect.stringMatching(/^Last verified Oct 1, 2026, \d{1,2}:30 [AP]M$/),
          title: 'by Tess Tech, SMS code',
        },
      },
    ]);
    expect(signals.of('endUserVerification', key)?.sidebar).toBeUndefined();
    standing.dispose();
  });

  it('a fresh verification is green "Verified 12 min ago", and turns neutral by itself when its hour is up, even after the panel closed', async () => {
    const contact = ContactMother.alice();
    const { api, clock, hub, signals, standing } = setup({ ...contact, history: [] });
    standing.start();
    await settle();
    expect(signals.forContact(key)[0]?.tag).toEqual({ intent: 'none', text: 'Never verified' });
    await backendHas(api, hub, [tessOn1001(recent(clock, 0))]);
    clock.advance(12 * 60_000);
    expect(signals.forContact(key)[0]?.tag).toMatchObject({
      intent: 'success',
      text: 'Verified 12 min ago',
      title: 'SMS code, by Tess Tech',
    });
    expect(signals.of('endUserVerification', key)?.sidebar).toEqual({
      intent: 'success',
      label: 'verified 12 min ago',
    });
    standing.dispose(); // the technician opened another page
    clock.advance(48 * 60_000 + 5_000);
    expect(signals.forContact(key)[0]?.tag).toMatchObject({
      intent: 'none',
      text: expect.stringMatching(/^Last verified /),
    });
    expect(signals.of('endUserVerification', key)?.sidebar).toBeUndefined();
  });

  it('failures from the hub show at once for every pod: callout with who, a red dot', async () => {
    const { clock, api, hub, signals, standing } = setup();
    standing.start();
    await settle();
    const event = (validationId: string, inspectorName: string) => ({
      contactId: 'acme-cw-co1-ct1',
      psaId: 'acme-cw',
      validationId,
      validationType: 'SMS',
      inspectorName,
      reason: 'WrongCode',
      value: '+1',
      date: recent(clock, 0),
    });
    const failures = ['Tess Tech', 'Max Factor', 'Tess Tech'].map((name, i) => ({
      date: recent(clock, 0),
      validationType: 'SMS',
      inspectorName: name,
      reason: 'WrongCode' as const,
      value: `${i}`,
    }));
    api.contactAttempts = { failures: failures.slice(0, 2), lockedUntil: null };
    hub.emit('ContactVerificationFailed', event('v-1', 'Tess Tech'));
    hub.emit('ContactVerificationFailed', event('v-2', 'Max Factor'));
    await settle();
    expect(signals.forContact(key)[0]?.alert).toBeUndefined();
    api.contactAttempts = { failures, lockedUntil: null };
    hub.emit('ContactVerificationFailed', event('v-3', 'Tess Tech'));
    await settle();
    expect(signals.forContact(key)[0]?.alert).toEqual({
      intent: 'danger',
      title: '3 failed verification attempts in the last hour',
      text: 'By Tess Tech, Max Factor. Every new check needs a note.',
    });
    expect(signals.of('endUserVerification', key)?.sidebar).toEqual({ intent: 'danger', label: '3 failed attempts' });
    // Someone else's contact changes nothing.
    hub.emit('ContactVerificationFailed', { ...event('v-4', 'X'), contactId: 'other' });
    expect(api.calls.filter((c) => c.startsWith('attempts'))).toHaveLength(4);
    standing.dispose();
  });

  it('what the hub says only makes it read: a forged "passed" or a replayed approval never turns it green', async () => {
    const { api, clock, hub, signals, standing } = setup({ ...ContactMother.alice(), history: [] });
    standing.start();
    await settle();
    // The event arrives before the backend's record (or without one): the history has the check, the tag does not.
    hub.emit('ContactVerificationPassed', {
      contactId: 'acme-cw-co1-ct1',
      psaId: 'acme-cw',
      value: '+1 (555) 010-2001',
      validationType: 'SMS',
      inspectorName: 'Tess Tech',
      note: '',
      date: recent(clock, 0),
      ticketId: '1001',
      inspectorId: 'u-tech',
      callId: 'call-1',
    });
    await settle();
    expect(standing.contact.history).toHaveLength(1);
    expect(signals.forContact(key)[0]?.tag?.intent).toBe('none');
    expect(api.calls.filter((c) => c.startsWith('callRecords'))).toHaveLength(2);
    // A half request's record: 1 of 2 methods, whatever the events say.
    await backendHas(api, hub, [
      tessOn1001(recent(clock, 0), { request: 'PasswordReset', methodsNeeded: 2, status: 'partial', verifiedAt: null }),
    ]);
    hub.emit('VerificationApprovalChanged', {
      ...CallRecordMother.answered('approve', 'x'),
      requestedAt: recent(clock, 1),
      expiresAt: recent(clock, -9),
      answer: null,
      state: 'requested',
    });
    await settle();
    expect(signals.forContact(key)[0]?.tag).toMatchObject({ intent: 'warning', text: '1 of 2 methods' });
    standing.dispose();
  });

  it('verified, then checks of the same call fail: not green anywhere, with why', async () => {
    const { api, clock, hub, signals, standing } = setup({ ...ContactMother.alice(), history: [] });
    standing.start();
    await settle();
    await backendHas(api, hub, [tessOn1001(recent(clock, 10))]);
    expect(signals.forContact(key)[0]?.tag?.intent).toBe('success');
    const failed = (n: number) => ({
      date: recent(clock, 5 - n),
      validationType: 'Link',
      inspectorName: 'Tess Tech',
      reason: 'WrongNumber' as const,
      value: '+1',
      callId: 'call-1',
    });
    api.contactAttempts = { failures: [failed(0), failed(1)], lockedUntil: null };
    hub.emit('ContactVerificationFailed', {
      ...failed(1),
      contactId: 'acme-cw-co1-ct1',
      psaId: 'acme-cw',
      validationId: 'v-9',
    });
    await settle();
    expect(standing.standing).toMatchObject({ kind: 'challenged', failures: 2 });
    expect(signals.forContact(key)[0]?.tag).toMatchObject({
      intent: 'danger',
      text: 'Failed attempts since',
      title: 'Verified 10 min ago, then 2 failed attempts: verify again.',
    });
    expect(signals.of('endUserVerification', key)?.sidebar).toEqual({
      intent: 'danger',
      label: 'failed attempts after verifying',
    });
    expect(standing.itemStanding(standing.contact.communicationItems[0]!)?.kind).not.toBe('verified');
    standing.dispose();
  });

  it("another technician's verification on this ticket, or one on another ticket, is neutral: who and where, no dot, no mark", async () => {
    const { api, clock, hub, signals, standing } = setup({ ...ContactMother.alice(), history: [] });
    standing.start();
    await settle();
    const max = { technician: { id: 'u-mfa', name: 'Max Factor' }, callId: 'call-max' };
    await backendHas(api, hub, [tessOn1001(recent(clock, 7), max)]);
    expect(signals.forContact(key)[0]?.tag).toEqual({
      intent: 'none',
      text: 'Not verified for this call',
      title: 'Verified by Max Factor on #T1001 7 min ago',
    });
    expect(signals.of('endUserVerification', key)?.sidebar).toBeUndefined();
    expect(signals.of('endUserVerification', key)?.marks).toBeUndefined();
    await backendHas(api, hub, [tessOn1001(recent(clock, 2), { ticketId: '1002', ticketNumber: 'T1002' })]);
    expect(signals.forContact(key)[0]?.tag?.title).toBe('Verified by Tess Tech on #T1002 2 min ago');
    standing.dispose();
  });

  it('the window closes on time with the panel open: tag, marks and dot change within a second, and a clock jump re-derives at once', async () => {
    const { api, clock, hub, signals, standing } = setup({ ...ContactMother.alice(), history: [] });
    standing.start();
    await settle();
    standing.setCallId('call-1'); // the panel keeps the call it is on
    await backendHas(api, hub, [tessOn1001(recent(clock, 0))]);
    expect(signals.of('endUserVerification', key)?.marks?.[0]?.tag.text).toMatch(/^This call, ends in \d+ (min|h)$/);
    clock.advance(60 * 60_000 - 1_000);
    expect(standing.standing?.kind).toBe('verified');
    clock.advance(1_000);
    expect(standing.standing?.kind).toBe('expired');
    expect(signals.forContact(key)[0]?.tag).toMatchObject({ intent: 'none', text: 'Last verified 1 h ago' });
    expect(signals.of('endUserVerification', key)?.marks).toBeUndefined();
    expect(signals.of('endUserVerification', key)?.sidebar).toBeUndefined();

    // The clock set back by hand: read again within a second, green again for the time it still holds.
    clock.jump(-30 * 60_000);
    clock.advance(1_000);
    expect(standing.standing?.kind).toBe('verified');
    // Then forward past the window (a laptop woke up): neutral within a second, no 15 s wait.
    clock.jump(45 * 60_000);
    clock.advance(1_000);
    expect(standing.standing?.kind).toBe('expired');
    expect(signals.forContact(key)[0]?.tag?.intent).toBe('none');
    standing.dispose();
  });
});
