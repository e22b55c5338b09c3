import { CallRecordMother } from './testing/CallRecordMother';
import { ticketNoteText } from './ticketNoteText';

const UTC = { locale: 'en-US', timeZone: 'UTC' };
const sms = CallRecordMother.check('2026-11-22T10:01:00.000Z', 'SMS', '0555 010 2002', ' Manager asked ');

describe('ticketNoteText: the note of a call, from its record', () => {
  it("writes the date in the technician's locale with the time zone named", () => {
    const record = CallRecordMother.record({ passed: [sms] });
    expect(ticketNoteText('Bob Martinez', record, undefined, UTC)).toBe(
      'Identity verified: Bob Martinez\nMethod: SMS code (0555 010 2002)\nVerified by: Tess Tech\nDate: Nov 22, 2026, 10:01 AM UTC\nNote: Manager asked',
    );
    expect(ticketNoteText('Bob Martinez', record, undefined, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toContain(
      'Date: 22. Nov. 2026, 11:01 MEZ',
    );
  });

  it('writes numbers as the pod shows them, and keeps a date it cannot read as it came', () => {
    const record = CallRecordMother.record({ passed: [{ ...sms, at: 'yesterday', note: '  ' }] });
    expect(ticketNoteText('Bob Martinez', record, (v) => `(${v})`, UTC)).toBe(
      'Identity verified: Bob Martinez\nMethod: SMS code ((0555 010 2002))\nVerified by: Tess Tech\nDate: yesterday',
    );
  });

  it('a request that needed two methods names it and both methods, oldest first, then the approver and the reason', () => {
    const email = CallRecordMother.check('2026-11-22T10:09:00.000Z', 'Email', 'bob@contoso.example');
    const record = CallRecordMother.record({
      request: 'PasswordReset',
      methodsNeeded: 2,
      passed: [email, sms],
      approval: CallRecordMother.answered('approve', 'Known caller'),
    });
    expect(ticketNoteText('Bob Martinez', record, undefined, UTC)).toBe(
      [
        'Identity verified: Bob Martinez',
        'Request: Password reset (2 methods)',
        '',
        'Method: SMS code (0555 010 2002)',
        'Verified by: Tess Tech',
        'Date: Nov 22, 2026, 10:01 AM UTC',
        'Note: Manager asked',
        '',
        'Method: Email code (bob@contoso.example)',
        'Verified by: Tess Tech',
        'Date: Nov 22, 2026, 10:09 AM UTC',
        '',
        'Approved by: Max Factor',
        'Reason: Known caller',
        'Answered: Nov 22, 2026, 10:12 AM UTC',
      ].join('\n'),
    );
  });

  it('a denial says so, with the held check, who denied and why', () => {
    const held = CallRecordMother.check('2026-11-22T10:09:00.000Z', 'Email', 'bob@contoso.example');
    const record = CallRecordMother.record({
      request: 'PasswordReset',
      methodsNeeded: 2,
      status: 'denied',
      verifiedAt: null,
      passed: [sms],
      held,
      approval: CallRecordMother.answered('deny', 'Carol is on leave'),
    });
    const text = ticketNoteText('Bob Martinez', record, undefined, UTC);
    expect(text.split('\n')[0]).toBe('Identity verification denied: Bob Martinez');
    expect(text).toContain('Method: Email code (bob@contoso.example)\nChecked by: Tess Tech');
    expect(text).toContain('Denied by: Dana Duo\nReason: Carol is on leave');
  });
});
