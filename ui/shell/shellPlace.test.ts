import { filterInQuery, hasPlaceInPage, pageInQuery, queryWithFilter, queryWithPage, samePod } from './shellPlace';

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

describe("a page's filter in the address", () => {
  const pod = 'ticketId=1001&screen=ticket&page=verificationReport';

  it('reads and writes filter.<name> parameters, leaving the pod and the page alone', () => {
    const written = queryWithFilter(query(`${pod}&filter.result=failed`), { from: '2026-03-01', contact: '' });
    expect(written.toString()).toBe(`${pod}&filter.from=2026-03-01`);
    expect(filterInQuery(written)).toEqual({ from: '2026-03-01' });
    expect(hasPlaceInPage(written)).toBe(true);
  });

  it('is a place in the page: the same pod, and dropped when another page opens', () => {
    const base = new URL(`http://app/pod/connectwise/acme-cw?${pod}`);
    const filtered = new URL(`http://app/pod/connectwise/acme-cw?${pod}&filter.result=failed`);
    expect(samePod(base, filtered)).toBe(true);
    expect(queryWithPage(filtered.searchParams, 'smsMessaging').toString()).toBe(
      'ticketId=1001&screen=ticket&page=smsMessaging',
    );
  });
});
