import { parseExternalEntry, type EntryPsa } from './externalEntry';

/** A stand-in for the registry: two names (the conformance kit checks all ten against the real one). */
const KNOWN: Record<string, EntryPsa> = {
  'Halo Service Desk': { type: 'Halo', page: 'halo' },
  Zendesk: { type: 'Zendesk', page: 'zendesk' },
  ConnectWise: { type: 'ConnectWise', page: 'connectwise' },
};
const resolve = (name: string) => KNOWN[name] ?? null;

const query = (params: Record<string, string>) => new URLSearchParams(params);
const full = { token: 'at', refreshToken: 'rt', userId: 'u-1' };

describe('parseExternalEntry', () => {
  it('reads a session only when token, refreshToken and userId are all present', () => {
    expect(parseExternalEntry(query(full), resolve).session).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      userId: 'u-1',
    });
    expect(parseExternalEntry(query({ token: 'at', userId: 'u-1' }), resolve).session).toBeNull();
    expect(parseExternalEntry(query({ ...full, refreshToken: '  ' }), resolve).session).toBeNull();
  });

  it('goes to the integration page with ticketId from itemId and screen from itemType', () => {
    const entry = parseExternalEntry(
      query({ ...full, psa: 'Halo Service Desk', psaId: 'h 1', itemId: '77', itemType: 'contact' }),
      resolve,
    );
    expect(entry.target).toEqual({
      kind: 'integration',
      path: '/pod/halo/h%201?ticketId=77&screen=contact',
      psaType: 'Halo',
      psaId: 'h 1',
      ticketId: '77',
      screen: 'contact',
      secureData: false,
    });
  });

  it('selects secure data sharing only when page is secureData', () => {
    const base = { psa: 'ConnectWise', psaId: 'cw-1' };
    const pick = (page: string) => {
      const target = parseExternalEntry(query({ ...base, page }), resolve).target;
      return target.kind === 'integration' && target.secureData;
    };
    expect(pick('secureData')).toBe(true);
    expect(pick('home')).toBe(false);
  });

  it('an unknown itemType means ticket; no item gives a bare page', () => {
    const withType = parseExternalEntry(
      query({ psa: 'Zendesk', psaId: 'z', itemId: '5', itemType: 'weird' }),
      resolve,
    ).target;
    expect(withType.kind === 'integration' && withType.path).toBe('/pod/zendesk/z?ticketId=5&screen=ticket');
    const bare = parseExternalEntry(query({ psa: 'Zendesk', psaId: 'z' }), resolve).target;
    expect(bare.kind === 'integration' && bare.path).toBe('/pod/zendesk/z');
  });

  it('names an unknown psa instead of guessing', () => {
    expect(parseExternalEntry(query({ psa: 'Jira', psaId: 'j-1' }), resolve).target).toEqual({
      kind: 'unknownPsa',
      psa: 'Jira',
    });
  });

  it('without psa and psaId there is no target', () => {
    expect(parseExternalEntry(query({ ...full, psa: 'ConnectWise' }), resolve).target).toEqual({ kind: 'none' });
    expect(parseExternalEntry(query({}), resolve).target).toEqual({ kind: 'none' });
  });
});
