import { formatSummary, phoneFormatsIn, timeFormatsIn } from './formatsFound';

describe('formatsFound: every time and phone in a text, by the format it is written in', () => {
  it('names the one screen rule, the written form and the tooltip apart', () => {
    const found = timeFormatsIn([
      'Sent 12 min ago · Verified just now · Locked, ends in 3 h',
      'Last verified Oct 1, 2026, 2:30 PM',
      'Date: Nov 22, 2026, 10:01 AM UTC',
      'Thursday, October 1, 2026 at 9:00:00 AM UTC',
    ]);
    expect(formatSummary(found)).toEqual({
      'screen: relative ("just now", "12 min ago", "in 3 h")': ['12 min ago', 'just now', 'in 3 h'],
      'screen: date and time ("Nov 27, 2026, 9:14 AM")': ['Oct 1, 2026, 2:30 PM'],
      'written: date, time and zone ("Nov 28, 2026, 5:28 AM EST")': ['Nov 22, 2026, 10:01 AM UTC'],
      'tooltip: the whole moment': ['Thursday, October 1, 2026 at 9:00:00 AM UTC'],
    });
  });

  it('catches a deliberately wrong time: a bare time of day, a date alone, an ISO moment, another wording', () => {
    const found = timeFormatsIn([
      'This call, until 5:40 AM',
      'Last verified Oct 1, 2026',
      'sent 2026-11-22T10:01:00.000Z',
      '11/20/26, 9:00 AM',
      '3 hours ago',
    ]);
    expect([...found.keys()].sort()).toEqual([
      'ISO timestamp',
      'date only',
      'numeric date',
      'relative in other words',
      'time of day',
    ]);
  });

  it('tells the one phone format from a national, spaced or bare number', () => {
    const found = phoneFormatsIn([
      'Mobile: +1 (555) 010-2001',
      'Code sent by SMS to 0555 010 2002',
      'from +1 555 010 0100, or (555) 010-9000, or 5550102001, or +44 20 7946 0000',
    ]);
    expect(formatSummary(found)).toEqual({
      '+1 (555) 010-2001': ['+1 (555) 010-2001'],
      '+1 555 010 2001 (spaced)': ['+1 555 010 0100'],
      '(555) 010-2001 (no country)': ['(555) 010-9000'],
      '0555 010 2002 (national, leading 0)': ['0555 010 2002'],
      '+CC other country': ['+44 20 7946 0000'],
      'digits only': ['5550102001'],
    });
  });

  it('reads no phone in a ticket number, a code or a time', () => {
    expect(phoneFormatsIn(['#T1001', 'code 123456', 'Nov 22, 2026, 10:01 AM UTC', 'expires in 4:59']).size).toBe(0);
  });
});
