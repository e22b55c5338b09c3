import { pageInQuery, queryWithPage } from './shellPlace';

const query = (search: string) => new URLSearchParams(search);

describe('the page in the address', () => {
  it('reads a feature by its id, home, and nothing it does not know', () => {
    expect(pageInQuery(query('page=msTeamsChats'))).toBe('msTeamsChats');
    expect(pageInQuery(query('page=smsMessaging'))).toBe('smsMessaging');
    expect(pageInQuery(query('page=home'))).toBe('home');
    expect(pageInQuery(query('page=nowhere'))).toBeNull();
    expect(pageInQuery(query('ticketId=1001'))).toBeNull();
  });

  it("opens MS Teams Chats from an address saved with the spec's page identifier, and writes the id from then on", () => {
    const saved = query('ticketId=1307&screen=ticket&page=MSTeamsChats');
    expect(pageInQuery(saved)).toBe('msTeamsChats');
    expect(queryWithPage(saved, 'msTeamsChats').get('page')).toBe('msTeamsChats');
  });
});
