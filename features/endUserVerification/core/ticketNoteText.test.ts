import { ticketNoteText } from './ticketNoteText';

const record = {
  value: '0555 010 2002',
  validationType: 'SMS',
  inspectorName: 'Tess Tech',
  note: ' Manager approval ',
  date: '2026-11-22T10:01:00.000Z',
};

describe('ticketNoteText', () => {
  it("writes the date in the technician's locale with the time zone named", () => {
    expect(ticketNoteText('Bob Martinez', [record], 'Other', { locale: 'en-US', timeZone: 'UTC' })).toBe(
      'Identity verified: Bob Martinez\nMethod: SMS (0555 010 2002)\nVerified by: Tess Tech\nDate: Nov 22, 2026, 10:01 AM UTC\nNote: Manager approval',
    );
    expect(ticketNoteText('Bob Martinez', [record], 'Other', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toContain(
      'Date: 22. Nov. 2026, 11:01 MEZ',
    );
  });

  it('names the manager who approved the verification when the policy asked for one', () => {
    expect(
      ticketNoteText('Bob Martinez', [{ ...record, approvedBy: 'Max Factor' }], 'Other', {
        locale: 'en-US',
        timeZone: 'UTC',
      }),
    ).toBe(
      'Identity verified: Bob Martinez\nMethod: SMS (0555 010 2002)\nVerified by: Tess Tech\nDate: Nov 22, 2026, 10:01 AM UTC\nApproved by: Max Factor\nNote: Manager approval',
    );
  });

  it('keeps a date it cannot read as it came, and leaves out an empty note', () => {
    expect(
      ticketNoteText('Bob Martinez', [{ ...record, date: 'yesterday', note: '  ' }], 'Other', { locale: 'en-US' }),
    ).toBe('Identity verified: Bob Martinez\nMethod: SMS (0555 010 2002)\nVerified by: Tess Tech\nDate: yesterday');
  });

  it('a request that needed two methods names it and both methods, oldest first', () => {
    const push = {
      value: '0555 010 2002',
      validationType: 'Duo Push',
      inspectorName: 'Max Factor',
      note: '',
      date: '2026-11-22T10:09:00.000Z',
    };
    expect(ticketNoteText('Bob Martinez', [push, record], 'PasswordReset', { locale: 'en-US', timeZone: 'UTC' })).toBe(
      [
        'Identity verified: Bob Martinez',
        'Request: Password reset (2 methods)',
        '',
        'Method: SMS (0555 010 2002)',
        'Verified by: Tess Tech',
        'Date: Nov 22, 2026, 10:01 AM UTC',
        'Note: Manager approval',
        '',
        'Method: Duo Push (0555 010 2002)',
        'Verified by: Max Factor',
        'Date: Nov 22, 2026, 10:09 AM UTC',
      ].join('\n'),
    );
  });
});
