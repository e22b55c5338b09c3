import { ContactMother } from '@core/testing/ContactMother';
import { FakePhoneNumbersApi } from './testing/FakePhoneNumbersApi';
import { CallRecordMother } from './testing/CallRecordMother';
import { RecordingTicketNotesApi } from './testing/RecordingTicketNotesApi';
import { ScriptedVerificationApi } from './testing/ScriptedVerificationApi';
import type { VerificationContext } from './VerificationContext';
import { VerificationService } from './VerificationService';

const context: VerificationContext = {
  psaId: 'acme-cw',
  ticketId: '1002',
  companyId: 'acme-cw-co1',
  isTicketContact: true,
};
const ask = (note = '') => ({ note, request: 'Other' as const, callId: 'call-1' });
const record = {
  value: '0555 010 2002',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: 'Manager approval',
  date: '2026-11-22T10:01:00.000Z',
};

function setup(optedOut: string[] = []) {
  const api = new ScriptedVerificationApi();
  const phones = new FakePhoneNumbersApi(new Set(optedOut), (p) => `pretty ${p}`);
  const notes = new RecordingTicketNotesApi();
  return { api, phones, notes, service: new VerificationService(api, phones, notes) };
}

describe('VerificationService', () => {
  it('merges the company settings over the tenant’s, asking for both', async () => {
    const { api, service } = setup();
    api.company = { codeLifetimeSeconds: 120 };
    expect((await service.loadSettings(context)).codeLifetimeSeconds).toBe(120);
    expect(api.calls).toEqual(['settings', 'companySettings:acme-cw:acme-cw-co1']);
  });

  it('checks a phone for opt-out before texting it, and never texts an opted-out number', async () => {
    const { api, phones, service } = setup(['0555 010 2002']);
    const bob = ContactMother.bob();
    expect(await service.sendCode(context, bob, bob.communicationItems[0]!, ask())).toEqual({ kind: 'optedOut' });
    expect(await service.sendLink(context, bob, bob.communicationItems[0]!, ask())).toEqual({ kind: 'optedOut' });
    expect(phones.checked).toEqual(['0555 010 2002', '0555 010 2002']);
    expect(api.calls).toEqual([]);
  });

  it('sends by SMS for a phone and by email for an email, with a trimmed note, the request and the call', async () => {
    const { api, phones, service } = setup();
    const bob = ContactMother.bob();
    await service.sendCode(context, bob, bob.communicationItems[0]!, ask('  Manager approval '));
    await service.sendLink(context, bob, bob.communicationItems[1]!, {
      note: '',
      request: 'PasswordReset',
      callId: 'call-2',
    });
    expect(api.sent).toEqual([
      {
        psaId: 'acme-cw',
        ticketId: '1002',
        contactId: 'acme-cw-co1-ct2',
        note: 'Manager approval',
        request: 'Other',
        callId: 'call-1',
        channel: 'sms',
        value: '0555 010 2002',
      },
      {
        psaId: 'acme-cw',
        ticketId: '1002',
        contactId: 'acme-cw-co1-ct2',
        note: '',
        request: 'PasswordReset',
        callId: 'call-2',
        channel: 'email',
        value: 'bob.martinez@contoso.example',
      },
    ]);
    expect(phones.checked).toEqual(['0555 010 2002']); // emails need no texting permission
  });

  it('records a verified check on the contact and leaves it alone otherwise', async () => {
    const { api, service } = setup();
    const bob = ContactMother.bob();
    expect((await service.check(bob, 'v-1', '111111')).contact).toBe(bob);
    api.outcome = { status: 'verified', record };
    const { contact } = await service.check(bob, 'v-1', '123456');
    expect(contact.isVerified).toBe(true);
    expect(contact.history[0]).toMatchObject({ item: '0555 010 2002', type: 'SMS', notes: 'Manager approval' });
    expect(api.calls).toEqual(['check:v-1:111111', 'check:v-1:123456']);
  });

  it('applies a live event only for the same contact in the same integration, once', () => {
    const { service } = setup();
    const bob = ContactMother.bob();
    const event = {
      contactId: bob.id,
      psaId: 'acme-cw',
      value: record.value,
      validationType: 'Duo Push',
      inspectorName: 'Tess Tech',
      note: '',
      date: record.date,
    };
    expect(service.applyLiveEvent(bob, context, { ...event, contactId: 'someone-else' })).toBeNull();
    expect(service.applyLiveEvent(bob, context, { ...event, psaId: 'acme-at' })).toBeNull();
    const once = service.applyLiveEvent(bob, context, event)!;
    expect(once.history).toHaveLength(1);
    expect(service.applyLiveEvent(once, context, event)!.history).toHaveLength(1);
  });

  it("adds the call's note from its record, once per call (the call's id goes with it), numbers in the one phone format; refuses without a ticket", async () => {
    const { notes, service } = setup();
    const sms = CallRecordMother.check('2026-11-22T10:01:00.000Z', 'SMS', '0555 010 2002', 'Manager approval');
    const email = CallRecordMother.check('2026-11-22T10:09:00.000Z', 'Email', 'bob@contoso.example');
    const call = CallRecordMother.record({ request: 'PasswordReset', methodsNeeded: 2, passed: [sms, email] });
    await service.addTicketNote(context, ContactMother.bob(), call);
    expect(notes.notes).toEqual([{ crmId: 'acme-cw', ticketId: '1002', text: expect.any(String), callId: 'call-1' }]);
    const lines = notes.notes[0]!.text.split('\n');
    expect(lines).toEqual([
      'Identity verified: Bob Martinez',
      'Request: Password reset (2 methods)',
      '',
      'Method: SMS code (pretty 0555 010 2002)',
      'Verified by: Tess Tech',
      expect.stringMatching(/^Date: .*2026/),
      'Note: Manager approval',
      '',
      'Method: Email code (bob@contoso.example)',
      'Verified by: Tess Tech',
      expect.stringMatching(/^Date: .*2026/),
    ]);
    // Written for people in the technician's locale, not as an ISO timestamp.
    expect(lines[5]).not.toContain('2026-11-22T10:01');
    await expect(service.addTicketNote({ ...context, ticketId: null }, ContactMother.bob(), call)).rejects.toThrow(
      'There is no ticket to add a note to.',
    );
  });

  it('shows phone numbers formatted, or raw when formatting fails', async () => {
    const { service } = setup();
    expect(await service.displayPhone('0555')).toBe('pretty 0555');
    const failing = new VerificationService(
      new ScriptedVerificationApi(),
      { isOptedOut: async () => false, beautify: async () => Promise.reject(new Error('down')) },
      new RecordingTicketNotesApi(),
    );
    expect(await failing.displayPhone('0555')).toBe('0555');
  });
});
