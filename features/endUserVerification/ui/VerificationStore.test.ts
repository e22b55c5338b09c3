/** @jest-environment node */
import { ContactMother } from '@core/testing/ContactMother';
import { FakePhoneNumbersApi } from '../core/testing/FakePhoneNumbersApi';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { RecordingTicketNotesApi } from '../core/testing/RecordingTicketNotesApi';
import { CallRecordMother } from '../core/testing/CallRecordMother';
import { ScriptedVerificationApi } from '../core/testing/ScriptedVerificationApi';
import { MemoryApprovalApi } from '../core/testing/MemoryApprovalApi';
import { MemoryCallStates, SharedCalls } from '../core/testing/MemoryCallStates';
import type { Contact } from '@features/api/core';
import { FeatureSignals } from '@features/api/ui';
import { SendsLockedError } from '../core/VerificationApi';
import { VerificationService } from '../core/VerificationService';
import { VerificationStore } from './VerificationStore';

const context = { psaId: 'acme-cw', ticketId: '1002', companyId: 'acme-cw-co1', isTicketContact: true };

interface SetupOptions {
  hub?: FakeRealtimeHub | null;
  calls?: SharedCalls;
  clock?: ManualClock;
  api?: ScriptedVerificationApi;
  contact?: Contact;
}

function setup({
  hub = new FakeRealtimeHub(),
  calls,
  clock = new ManualClock(),
  api = new ScriptedVerificationApi(),
  contact = ContactMother.bob(),
}: SetupOptions = {}) {
  api.sentAnswer = { validationId: 'v-1', expiresAt: clock.now() + 300_000 };
  api.clock = () => clock.now();
  const changes: Contact[] = [];
  const notifier = new RecordingNotifier();
  const signals = new FeatureSignals(clock);
  const store = new VerificationStore(contact, context, {
    service: new VerificationService(api, new FakePhoneNumbersApi(), new RecordingTicketNotesApi()),
    approvals: new MemoryApprovalApi(() => clock.now()),
    clock,
    notifier,
    hub,
    signals,
    calls: calls ? new MemoryCallStates(calls) : null,
    userId: 'u-tech',
    onContactChange: (c) => changes.push(c),
  });
  return { api, clock, store, changes, hub, notifier, signals };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Tess's check on ticket 1002, the ticket the store is on: this call's. */
const duoRecord = {
  value: '0555 010 2002',
  validationType: 'Duo Push',
  inspectorName: 'Tess Tech',
  note: '',
  date: '2026-11-22T10:00:30.000Z',
  ticketId: '1002',
  ticketNumber: 'T1002',
  inspectorId: 'u-tech',
};

describe('VerificationStore', () => {
  it('subscribes once per start and unsubscribes on dispose (React strict mode mounts twice)', async () => {
    const { store, hub } = setup();
    store.start();
    // The standing and the records it reads each follow the contact's events, once.
    const once = ['ContactVerificationPassed', 'ContactVerificationFailed', 'VerificationCallChanged'].map((e) =>
      hub!.listenerCount(e),
    );
    expect(once).toEqual([2, 2, 1]);
    store.dispose();
    store.start();
    expect(hub!.listenerCount('ContactVerificationPassed')).toBe(2);
    expect(hub!.listenerCount('ContactVerificationFailed')).toBe(2);
    store.dispose();
    expect(hub!.listenerCount('ContactVerificationPassed')).toBe(0);
    expect(hub!.listenerCount('ContactVerificationFailed')).toBe(0);
  });

  it('works with no hub bound', async () => {
    const { store } = setup({ hub: null });
    store.start();
    await settle();
    expect(store.settingsStore.state).toBe('ready');
    expect(store.methods).toEqual(['sms', 'email', 'link', 'duoPush', 'microsoftPush', 'teams']);
    store.dispose();
  });

  it('dispose stops every timer: countdown, polling and the standing clock', async () => {
    const { store, clock } = setup();
    store.start();
    await settle();
    await store.sendPush('duo');
    expect(store.flow.kind).toBe('pushPending');
    expect(clock.activeTimers()).toBeGreaterThanOrEqual(3); // countdown + polling + the standing's clock
    store.dispose();
    expect(clock.activeTimers()).toBe(0);
  });

  it('polls a pending push and records the approval once, even when the hub says it too', async () => {
    const { store, clock, api, changes, hub } = setup();
    store.start();
    await settle();
    await store.sendPush('duo');
    api.outcome = { status: 'pending', confirmed: false };
    clock.advance(2000);
    await settle();
    expect(store.flow.kind).toBe('pushPending');
    api.outcome = { status: 'verified', record: duoRecord };
    clock.advance(2000);
    await settle();
    expect(store.flow.kind).toBe('verified');
    hub!.emit('ContactVerificationPassed', { contactId: 'acme-cw-co1-ct2', psaId: 'acme-cw', ...duoRecord });
    expect(store.contact.history).toHaveLength(1);
    expect(changes).toHaveLength(1);
    expect(api.calls.filter((c) => c === 'check:v-1:push').length).toBeGreaterThanOrEqual(2);
  });

  it('a required note blocks sending until given', async () => {
    const { store, api } = setup();
    store.setContext({ ...context, isTicketContact: false });
    store.start();
    await settle();
    await store.sendCode();
    expect(store.note.error).toBe('Required');
    expect(api.sent).toEqual([]);
    store.note.set('Manager approval');
    await store.sendCode();
    expect(api.sent).toHaveLength(1);
  });

  it('a failure that was not toasted yet is told to the technician', async () => {
    const { store, api, notifier } = setup();
    store.start();
    await settle();
    api.sendCode = async () => Promise.reject(new Error('The SMS provider refused the number.'));
    await store.sendCode();
    expect(notifier.messages()).toEqual(['The SMS provider refused the number.']);
    expect(store.flow.kind).toBe('idle');
  });

  it('a new context with another company reloads the settings; an equal one does not', async () => {
    const { store, api } = setup();
    store.start();
    await settle();
    store.setContext({ ...context });
    await settle();
    expect(api.calls.filter((c) => c === 'settings')).toHaveLength(1);
    api.company = { codeLifetimeSeconds: 120 };
    store.setContext({ ...context, companyId: 'acme-cw-co2' });
    await settle();
    expect(api.calls.slice(-1)).toEqual(['companySettings:acme-cw:acme-cw-co2']);
    expect(store.settings?.codeLifetimeSeconds).toBe(120);
  });

  it('a link waits with the number to read out; a live failure of that link ends it as denied', async () => {
    const { store, api, hub } = setup();
    store.start();
    await settle();
    await store.sendLink();
    expect(store.flow).toMatchObject({
      kind: 'linkPending',
      matchNumber: 42,
      confirmed: false,
      item: { value: '0555 010 2002' },
    });
    expect(api.sent.at(-1)).toMatchObject({
      channel: 'sms',
      request: 'Other',
      callId: expect.stringMatching(/^call-/),
    });
    api.outcome = { status: 'pending', confirmed: true };
    hub!.reconnected();
    await settle();
    expect(store.flow).toMatchObject({ kind: 'linkPending', confirmed: true });
    hub!.emit('ContactVerificationFailed', {
      contactId: 'acme-cw-co1-ct2',
      psaId: 'acme-cw',
      validationId: 'v-other',
      validationType: 'Link',
      inspectorName: 'Max Factor',
      reason: 'NotOnCall',
      value: 'x',
      date: '2026-11-22T10:00:10.000Z',
    });
    expect(store.flow.kind).toBe('linkPending'); // another check's failure
    hub!.emit('ContactVerificationFailed', {
      contactId: 'acme-cw-co1-ct2',
      psaId: 'acme-cw',
      validationId: 'v-1',
      validationType: 'Link',
      inspectorName: 'Tess Tech',
      reason: 'WrongNumber',
      value: '0555 010 2002',
      date: '2026-11-22T10:00:20.000Z',
    });
    expect(store.flow).toMatchObject({ kind: 'linkDenied', reason: 'WrongNumber' });
  });

  it('with repeated failures every send needs a note; once locked nothing can be sent', async () => {
    const { store, api, clock } = setup();
    const failure = (minutesAgo: number, inspectorName: string) => ({
      date: new Date(clock.now() - minutesAgo * 60_000).toISOString(),
      validationType: 'SMS',
      inspectorName,
      reason: 'WrongCode' as const,
      value: '0555 010 2002',
    });
    api.contactAttempts = {
      failures: [failure(1, 'Tess Tech'), failure(5, 'Max Factor'), failure(20, 'Max Factor')],
      lockedUntil: null,
    };
    store.start();
    await settle();
    expect(store.standing.alert).toEqual({ kind: 'warn', count: 3, inspectors: ['Tess Tech', 'Max Factor'] });
    expect(store.note.needed).toBe(true);
    await store.sendCode();
    expect(api.sent).toEqual([]);
    store.note.set('Caller knows the ticket history');
    await store.sendCode();
    expect(api.sent).toHaveLength(1);

    api.contactAttempts = { ...api.contactAttempts, lockedUntil: clock.now() + 15 * 60_000 };
    await store.standing.loadAttempts();
    store.startOver();
    expect(store.standing.locked).toBe(true);
    expect(store.canSend('sms')).toBe(false);
    expect(store.canSend('duoPush')).toBe(false);
    // The lock ends by itself on time.
    clock.advance(15 * 60_000 + 15_000);
    expect(store.standing.locked).toBe(false);
  });
});

describe('VerificationStore: nothing overstated, no dead action', () => {
  it("another technician's verification arriving live is in the history, not this call's result: a code in progress stays", async () => {
    const { store, hub, api } = setup();
    store.start();
    await settle();
    await store.sendCode();
    // The backend recorded Max's verification of Bob on his own call, and says so.
    api.records = [
      CallRecordMother.record({
        callId: 'call-max',
        contactId: 'acme-cw-co1-ct2',
        technician: { id: 'u-mfa', name: 'Max Factor' },
        passed: [CallRecordMother.check(duoRecord.date, 'Duo Push')],
      }),
      ...api.records,
    ];
    hub!.emit('ContactVerificationPassed', {
      contactId: 'acme-cw-co1-ct2',
      psaId: 'acme-cw',
      ...duoRecord,
      inspectorName: 'Max Factor',
      inspectorId: 'u-mfa',
    });
    expect(store.contact.history[0]).toMatchObject({ inspector: 'Max Factor' });
    await settle();
    expect(store.flow.kind).toBe('codeSent');
    expect(store.standing.standing).toMatchObject({ kind: 'elsewhere', why: 'otherTechnician' });
  });

  it('opening on a verification for another call shows it with its own action until the technician chooses to verify', async () => {
    const clock = new ManualClock();
    const api = new ScriptedVerificationApi();
    api.records = [
      CallRecordMother.record({
        callId: 'call-1001',
        contactId: 'acme-cw-co1-ct2',
        ticketId: '1001',
        ticketNumber: 'T1001',
        passed: [CallRecordMother.check(new Date(clock.now() - 7 * 60_000).toISOString(), 'Duo Push')],
      }),
    ];
    const { store } = setup({ clock, api });
    store.start();
    await settle();
    expect(store.standing.standing).toMatchObject({ kind: 'elsewhere', why: 'otherCall' });
    expect(store.showsStanding).toBe(true);
    store.startOver();
    expect(store.showsStanding).toBe(false);
    expect(store.canSend('sms')).toBe(true);
  });

  it('a note needed after failures is not marked wrong until a send is tried; a send held back for it asks for the note', async () => {
    const { store, api, clock } = setup();
    store.start();
    await settle();
    await store.sendCode();
    api.contactAttempts = {
      failures: [0, 1, 2].map((i) => ({
        date: new Date(clock.now() - i * 60_000).toISOString(),
        validationType: 'SMS',
        inspectorName: 'Tess Tech',
        reason: 'WrongCode' as const,
        value: '0555 010 2002',
      })),
      lockedUntil: null,
    };
    await store.standing.loadAttempts();
    expect(store.note.needed).toBe(true);
    expect(store.note.error).toBeNull();
    await store.sendCode(); // Resend
    expect(api.sent).toHaveLength(1);
    expect(store.note.error).toBe('Required');
    expect(store.note.nudges).toBe(1);
    store.note.set('Caller insists');
    await store.sendCode();
    expect(api.sent).toHaveLength(2);
    expect(store.note.error).toBeNull();
  });

  it('a send refused for a lock is not a toast: the lock shows at once, with its end', async () => {
    const { store, api, clock, notifier } = setup();
    store.start();
    await settle();
    const until = clock.now() + 15 * 60_000;
    api.sendCode = async () => {
      api.contactAttempts = { failures: [], lockedUntil: until }; // what the backend says from then on
      throw new SendsLockedError(until);
    };
    await store.sendCode();
    expect(notifier.messages()).toEqual([]);
    expect(store.standing.alert).toMatchObject({ kind: 'locked', until });
    expect(store.canSend('sms')).toBe(false);
    expect(store.flow.kind).toBe('idle');
  });
});

describe('VerificationStore: a check survives a reload and shows in a second tab', () => {
  it('a reload resumes at the code entry with the countdown running, without a second send', async () => {
    const calls = new SharedCalls();
    const clock = new ManualClock();
    const api = new ScriptedVerificationApi();
    const first = setup({ calls, clock, api });
    first.store.start();
    await settle();
    await first.store.sendCode();
    first.store.dispose(); // the page reloads
    clock.advance(60_000);

    const again = setup({ calls, clock, api });
    again.store.start();
    await settle();
    expect(again.store.flow).toMatchObject({
      kind: 'codeSent',
      validationId: 'v-1',
      problem: null,
      item: { value: '0555 010 2002' },
    });
    expect(again.store.countdown?.label).toBe('4:00');
    expect(api.calls.filter((c) => c.startsWith('sendCode'))).toHaveLength(1);
  });

  it('an expired one says so and offers a new send', async () => {
    const calls = new SharedCalls();
    const clock = new ManualClock();
    const api = new ScriptedVerificationApi();
    const first = setup({ calls, clock, api });
    first.store.start();
    await settle();
    await first.store.sendCode();
    first.store.dispose();
    clock.advance(10 * 60_000);
    const again = setup({ calls, clock, api });
    again.store.start();
    await settle();
    expect(again.store.flow).toMatchObject({ kind: 'codeSent', problem: 'expired' });
  });

  it('two tabs agree: a verification in one shows in the other, the request too', async () => {
    const calls = new SharedCalls();
    const clock = new ManualClock();
    const api = new ScriptedVerificationApi();
    const a = setup({ calls, clock, api });
    const b = setup({ calls, clock, api });
    a.store.start();
    b.store.start();
    await settle();
    a.store.setRequest('PasswordReset');
    expect(b.store.request).toBe('PasswordReset');
    await a.store.sendCode();
    expect(b.store.flow).toMatchObject({ kind: 'codeSent', validationId: 'v-1' });
    api.outcome = {
      status: 'verified',
      record: { ...duoRecord, validationType: 'SMS', date: new Date(clock.now()).toISOString() },
    };
    a.store.code.set('123456');
    await a.store.checkCode();
    expect(a.store.flow.kind).toBe('verified');
    expect(b.store.flow.kind).toBe('verified');
    expect(b.store.contact.history[0]).toMatchObject({ type: 'SMS' });
    expect(b.changes).toHaveLength(1);
    // Password reset needs two methods: one is not enough in either tab.
    expect(b.store.standing.standing?.kind).toBe('partial');
  });

  it('a call quiet for longer than a verification counts is over: the next check starts a new one', async () => {
    const calls = new SharedCalls();
    const clock = new ManualClock();
    const api = new ScriptedVerificationApi();
    const first = setup({ calls, clock, api });
    first.store.start();
    await settle();
    await first.store.sendPush('duo');
    const callId = api.sent.at(-1)!.callId;
    await first.store.sendPush('duo');
    expect(api.sent.at(-1)!.callId).toBe(callId);
    first.store.dispose();
    clock.advance(61 * 60_000);
    const later = setup({ calls, clock, api });
    later.store.start();
    await settle();
    expect(later.store.flow.kind).toBe('idle');
    await later.store.sendPush('duo');
    expect(api.sent.at(-1)!.callId).not.toBe(callId);
  });
});

describe('VerificationStore: two methods for a reset', () => {
  it('the first method is 1 of 2; the same method cannot be the second; another completes it', async () => {
    const clock = new ManualClock();
    const api = new ScriptedVerificationApi();
    const { store } = setup({ clock, api });
    store.start();
    await settle();
    store.setRequest('PasswordReset');
    await store.sendCode();
    api.outcome = {
      status: 'verified',
      record: { ...duoRecord, validationType: 'SMS', date: new Date(clock.now()).toISOString() },
    };
    store.code.set('123456');
    await store.checkCode();
    expect(store.standing.standing?.kind).toBe('partial');
    store.startOver();
    expect(store.alreadyProved('sms')).toBe(true);
    expect(store.canSend('sms')).toBe(false);
    expect(store.canSend('duoPush')).toBe(true);
    api.outcome = { status: 'pending', confirmed: false };
    await store.sendPush('duo');
    api.outcome = { status: 'verified', record: { ...duoRecord, date: new Date(clock.now() + 1000).toISOString() } };
    clock.advance(2000);
    await settle();
    expect(store.standing.standing).toMatchObject({ kind: 'verified', proof: [{ type: 'Duo Push' }, { type: 'SMS' }] });
  });
});
