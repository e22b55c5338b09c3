import { normalizeScreen, readPodQuery } from './podQuery';

describe('pod query (spec section 2)', () => {
  it.each([
    ['ticket', 'ticket'],
    ['contact', 'contact'],
    ['project_ticket', 'project_ticket'],
    ['Contact', 'ticket'],
    ['', 'ticket'],
    [null, 'ticket'],
    ['opportunity', 'ticket'],
  ])('screen %p means %s', (input, expected) => {
    expect(normalizeScreen(input)).toBe(expected);
  });

  it('prefers ticketId and falls back to entityid', () => {
    expect(readPodQuery(new URLSearchParams('ticketId=7&entityid=9')).ticketId).toBe('7');
    expect(readPodQuery(new URLSearchParams('entityid=9&screen=contact'))).toEqual({
      ticketId: '9',
      screen: 'contact',
      screenKnown: true,
    });
    expect(readPodQuery(new URLSearchParams('ticketId=%20%20'))).toEqual({
      ticketId: null,
      screen: 'ticket',
      screenKnown: false,
    });
  });
});
