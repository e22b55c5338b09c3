import { ContactMother } from '../../../core/testing/ContactMother';
import { FakePhoneNumbersApi } from '../core/testing/FakePhoneNumbersApi';
import { FakeRealtimeHub } from '../../../core/testing/FakeRealtimeHub';
import { ManualClock } from '../../../core/testing/ManualClock';
import { RecordingNotifier } from '../../../core/testing/RecordingNotifier';
import { RecordingTicketNotesApi } from '../core/testing/RecordingTicketNotesApi';
import { ScriptedVerificationApi } from '../core/testing/ScriptedVerificationApi';
import type { Contact } from '../../../core/contact/Contact';
import { VerificationService } from '../core/VerificationService';
import { VerificationStore } from './VerificationStore';

const context = { psaId: 'acme-cw', ticketId: '1002', companyId: 'acme-cw-co1', isTicketContact: true };

function setup(hub: FakeRealtimeHub | null = new FakeRealtimeHub()) {
  const api = new ScriptedVerificationApi();
  const clock = new ManualClock();
  api.sentAnswer = { validationId: 'v-1', expiresAt: clock.now() + 300_000 };
  const changes: Contact[] = [];
  const notifier = new RecordingNotifier();
  const store = new VerificationStore(ContactMother.bob(), context, {
    service: new VerificationService(api, new FakePhoneNumbersApi(), new RecordingTicketNotesApi()),
    clock,
    notifier,
    hub,
    onContactChange: (c) => changes.push(c),
  });
  return { api, clock, store, changes, hub, notifier };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('VerificationStore', () => {
  it('subscribes once per start and unsubscribes on dispose (React strict mode mounts twice)', async () => {
    const { store, hub } = setup();
    store.start();
    store.dispose();
    store.start();
    expect(hub!.listenerCount('ContactVerificationPassed')).toBe(1);
    store.dispose();
    expect(hub!.listenerCount('ContactVerificationPassed')).toBe(0);
  });

  it('works with no hub bound', async () => {
    const { store } = setup(null);
    store.start();
    await settle();
    expect(store.settingsStore.state).toBe('ready');
    expect(store.methods).toEqual(['sms', 'email', 'duoPush']);
    store.dispose();
  });

  it('dispose stops the countdown and polling timers', async () => {
    const { store, clock } = setup();
    store.start();
    await settle();
    await store.sendPush('duo');
    expect(store.flow.kind).toBe('pushPending');
    expect(clock.activeTimers()).toBe(2); // countdown + polling
    store.dispose();
    expect(clock.activeTimers()).toBe(0);
  });

  it('polls a pending push and records the approval once, even when the hub says it too', async () => {
    const { store, clock, api, changes, hub } = setup();
    store.start();
    await settle();
    await store.sendPush('duo');
    const record = { value: '0555 010 2002', validationType: 'Duo Push', inspectorName: 'Tess Tech', note: '', date: '2026-11-22T10:00:30.000Z' };
    api.outcome = { status: 'pending' };
    clock.advance(2000);
    await settle();
    expect(store.flow.kind).toBe('pushPending');
    api.outcome = { status: 'verified', record };
    clock.advance(2000);
    await settle();
    expect(store.flow.kind).toBe('verified');
    hub!.emit('ContactVerificationPassed', { contactId: 'acme-cw-co1-ct2', psaId: 'acme-cw', ...record });
    expect(store.contact.history).toHaveLength(1);
    expect(changes).toHaveLength(1);
    expect(api.calls.filter((c) => c === 'check:v-1:push')).toHaveLength(2);
  });

  it('a required note blocks sending until given', async () => {
    const { store, api } = setup();
    store.context = { ...context, isTicketContact: false };
    store.start();
    await settle();
    await store.sendCode();
    expect(store.noteError).toBe('Required');
    expect(api.sent).toEqual([]);
    store.setNote('Manager approval');
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
});
