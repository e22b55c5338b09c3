import { ContactMother } from '@core/testing/ContactMother';
import { ManualClock } from '@core/testing/ManualClock';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import type { Contact } from '@features/api/core';
import { FakePhoneNumbersApi } from '../core/testing/FakePhoneNumbersApi';
import { RecordingTicketNotesApi } from '../core/testing/RecordingTicketNotesApi';
import { CallRecordMother } from '../core/testing/CallRecordMother';
import { ScriptedVerificationApi } from '../core/testing/ScriptedVerificationApi';
import type { CallRecord } from '../core/CallRecord';
import type { VerificationContext } from '../core/VerificationContext';
import type { VerificationFlow } from '../core/verificationFlow';
import type { VerificationRecord } from '../core/VerificationRecord';
import { VerificationService } from '../core/VerificationService';
import { ContactStanding } from '../ui/ContactStanding';
import { FlowDriver } from '../ui/FlowDriver';

export const ticketContext: VerificationContext = {
  psaId: 'acme-cw',
  ticketId: '1002',
  companyId: 'acme-cw-co1',
  isTicketContact: true,
};

/** Tess's SMS check on ticket 1002, this call's. */
export const smsRecord: VerificationRecord = {
  value: '0555 010 2002',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: '',
  date: '2026-11-22T10:00:30.000Z',
  ticketId: '1002',
  ticketNumber: 'T1002',
  inspectorId: 'u-tech',
};

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the panel's stores are built on, for testing one of them alone: a scripted API behind the real
 * service, a manual clock, the contact's standing (no hub, no signals), and a flow driver that records
 * what it tells the panel around it.
 */
export function storeParts({
  contact = ContactMother.bob(),
  context = ticketContext,
  optedOut = [],
}: { contact?: Contact; context?: VerificationContext; optedOut?: string[] } = {}) {
  const clock = new ManualClock();
  const api = new ScriptedVerificationApi();
  api.sentAnswer = { validationId: 'v-1', expiresAt: clock.now() + 300_000 };
  const notes = new RecordingTicketNotesApi();
  notes.onNote = (callId) => api.noteWritten(callId);
  const notifier = new RecordingNotifier();
  const service = new VerificationService(api, new FakePhoneNumbersApi(new Set(optedOut)), notes);
  const standing = new ContactStanding(contact, context, {
    service,
    clock,
    hub: null,
    signals: null,
    userId: 'u-tech',
    onContactChange: () => undefined,
  });
  const told = { moved: [] as VerificationFlow[], polls: 0, ended: 0, verified: [] as VerificationRecord[] };
  const driver = new FlowDriver(clock, {
    moved: (flow) => told.moved.push(flow),
    poll: () => void (told.polls += 1),
    ended: () => void (told.ended += 1),
    verified: (record) => told.verified.push(record),
  });
  api.clock = () => clock.now();
  /** The backend now has these records of the contact's calls, and the standing has read them (and the settings). */
  const backendHas = async (...records: CallRecord[]) => {
    api.records = records;
    await Promise.all([standing.records.load(), standing.settingsStore.settings ? null : standing.loadSettings()]);
  };
  return { clock, api, notes, notifier, service, standing, driver, told, backendHas };
}

/** The backend's record of Tess's call on ticket 1002, verified by `smsRecord`'s SMS. */
export const smsCall: CallRecord = CallRecordMother.record({
  callId: 'call-1',
  contactId: ContactMother.bob().id,
  passed: [CallRecordMother.check(smsRecord.date, 'SMS', smsRecord.value)],
});
