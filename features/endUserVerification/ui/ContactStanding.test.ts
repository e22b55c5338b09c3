import { ContactMother } from '@core/testing/ContactMother';
import { FakeRealtimeHub } from '@core/testing/FakeRealtimeHub';
import { ManualClock } from '@core/testing/ManualClock';
import { contactSignalKey, FeatureSignals } from '@features/api/ui';
import { FakePhoneNumbersApi } from '../core/testing/FakePhoneNumbersApi';
import { RecordingTicketNotesApi } from '../core/testing/RecordingTicketNotesApi';
import { ScriptedVerificationApi } from '../core/testing/ScriptedVerificationApi';
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
    onContactChange: () => undefined,
  });
  return { clock, api, hub, signals, standing };
}

const recent = (clock: ManualClock, minutesAgo: number) => new Date(clock.now() - minutesAgo * 60_000).toISOString();

describe('ContactStanding and the signals the card and the sidebar read', () => {
  it("Alice's eight-week-old verification: a neutral date with who and how, nothing green, no sidebar dot", async () => {
    const { signals, standing } = setup();
    standing.start();
    await settle();
    expect(signals.forContact(key)).toEqual([
      {
        featureId: 'endUserVerification',
        tag: { intent: 'none', text: 'Last verified Oct 1, 2026', title: 'by Tess Tech, SMS' },
      },
    ]);
    expect(signals.of('endUserVerification', key)?.sidebar).toBeUndefined();
    standing.dispose();
  });

  it('a fresh verification is green "Verified 12 min ago", and turns neutral by itself when its hour is up, even after the panel closed', async () => {
    const contact = ContactMother.alice();
    const { clock, signals, standing } = setup({ ...contact, history: [] });
    standing.start();
    await settle();
    expect(signals.forContact(key)[0]?.tag).toEqual({ intent: 'none', text: 'Never verified' });
    standing.record({
      value: '+1 (555) 010-2001',
      validationType: 'SMS',
      inspectorName: 'Tess Tech',
      note: '',
      date: recent(clock, 0),
    });
    clock.advance(12 * 60_000);
    expect(signals.forContact(key)[0]?.tag).toMatchObject({
      intent: 'success',
      text: 'Verified 12 min ago',
      title: 'SMS, by Tess Tech',
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
});
