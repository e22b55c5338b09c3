import { ticketNoteText } from './ticketNoteText';

const record = { value: '0555 010 2002', validationType: 'SMS', inspectorName: 'Tess Tech', note: ' Manager approval ', date: '2026-11-22T10:01:00.000Z' };

describe('ticketNoteText', () => {
  it("writes the date in the technician's locale with the time zone named", () => {
    expect(ticketNoteText('Bob Martinez', record, { locale: 'en-US', timeZone: 'UTC' })).toBe(
      'Identity verified: Bob Martinez\nMethod: SMS (0555 010 2002)\nVerified by: Tess Tech\nDate: Nov 22, 2026, 10:01 AM UTC\nNote: Manager approval',
    );
    expect(ticketNoteText('Bob Martinez', record, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toContain('Date: 22. Nov. 2026, 11:01 MEZ');
  });

  it('keeps a date it cannot read as it came, and leaves out an empty note', () => {
    expect(ticketNoteText('Bob Martinez', { ...record, date: 'yesterday', note: '  ' }, { locale: 'en-US' })).toBe(
      'Identity verified: Bob Martinez\nMethod: SMS (0555 010 2002)\nVerified by: Tess Tech\nDate: yesterday',
    );
  });
});
