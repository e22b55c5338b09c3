import { ticketNumberText } from './ticketNumberText';

describe('ticketNumberText', () => {
  it('writes a ticket number with one leading #', () => {
    expect(ticketNumberText('T1001')).toBe('#T1001');
    expect(ticketNumberText('4521')).toBe('#4521');
  });

  it('does not double a # the PSA already sent, nor keep stray spaces', () => {
    expect(ticketNumberText('#T1001')).toBe('#T1001');
    expect(ticketNumberText(' ##77 ')).toBe('#77');
  });
});
