import { ContactMother } from '@core/testing/ContactMother';
import { elsewhereText, entryTicket, expiredText, holdsText } from './standingText';

const NOW = Date.parse('2026-11-27T05:41:00.000Z');
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
const tess = ContactMother.historyEntry({
  date: at(16),
  inspector: 'Tess Tech',
  ticketId: '1001',
  ticketNumber: 'T1001',
  inspectorId: 'u-tech',
});

describe('standingText: a standing in words, with who, where and until when', () => {
  it('this call: the verifier, the ticket, when, and until when it holds', () => {
    const until = Date.parse(tess.date) + 60 * 60_000;
    expect(holdsText([tess], until, NOW)).toBe('Verified by Tess Tech on #T1001 16 min ago · holds, ends in 44 min');
  });

  it('another call: the ticket, the verifier and how long ago; an entry that names no ticket says so by leaving it out', () => {
    expect(elsewhereText({ ...tess, date: at(7) }, NOW)).toBe('Verified by Tess Tech on #T1001 7 min ago');
    expect(elsewhereText({ ...tess, date: at(3 * 60), ticketNumber: null, ticketId: null }, NOW)).toBe(
      'Verified by Tess Tech 3 h ago',
    );
    expect(entryTicket({ ticketId: '1001' })).toBe('#1001');
  });

  it('expired: how long ago, relative under a day and the date and time beyond', () => {
    expect(expiredText('Alice Johnson', tess, NOW)).toBe(
      'Alice Johnson was verified 16 min ago; verification for this call has expired',
    );
    expect(expiredText('Alice Johnson', { ...tess, date: '2026-10-01T14:30:00.000Z' }, NOW)).toMatch(
      /^Alice Johnson was verified Oct 1, 2026, \d{1,2}:\d\d [AP]M; verification for this call has expired$/,
    );
  });
});
