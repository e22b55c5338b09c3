import { EXTERNAL_ENTRY_PSAS, findEntryPsa, parseExternalEntry } from './externalEntry';

const query = (params: Record<string, string>) => new URLSearchParams(params);
const full = { token: 'at', refreshToken: 'rt', userId: 'u-1' };

describe('parseExternalEntry', () => {
  it('reads a session only when token, refreshToken and userId are all present', () => {
    expect(parseExternalEntry(query(full)).session).toEqual({ accessToken: 'at', refreshToken: 'rt', userId: 'u-1' });
    expect(parseExternalEntry(query({ token: 'at', userId: 'u-1' })).session).toBeNull();
    expect(parseExternalEntry(query({ ...full, refreshToken: '  ' })).session).toBeNull();
  });

  it('goes to the integration page with ticketId from itemId and screen from itemType', () => {
    const entry = parseExternalEntry(query({ ...full, psa: 'Halo Service Desk', psaId: 'h 1', itemId: '77', itemType: 'contact' }));
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
      const target = parseExternalEntry(query({ ...base, page })).target;
      return target.kind === 'integration' && target.secureData;
    };
    expect(pick('secureData')).toBe(true);
    expect(pick('home')).toBe(false);
  });

  it('an unknown itemType means ticket; no item gives a bare page', () => {
    const withType = parseExternalEntry(query({ psa: 'Zendesk', psaId: 'z', itemId: '5', itemType: 'weird' })).target;
    expect(withType.kind === 'integration' && withType.path).toBe('/pod/zendesk/z?ticketId=5&screen=ticket');
    const bare = parseExternalEntry(query({ psa: 'Zendesk', psaId: 'z' })).target;
    expect(bare.kind === 'integration' && bare.path).toBe('/pod/zendesk/z');
  });

  it('names an unknown psa instead of guessing', () => {
    expect(parseExternalEntry(query({ psa: 'Jira', psaId: 'j-1' })).target).toEqual({ kind: 'unknownPsa', psa: 'Jira' });
  });

  it('without psa and psaId there is no target', () => {
    expect(parseExternalEntry(query({ ...full, psa: 'ConnectWise' })).target).toEqual({ kind: 'none' });
    expect(parseExternalEntry(query({})).target).toEqual({ kind: 'none' });
  });

  it.each(Object.keys(EXTERNAL_ENTRY_PSAS))('knows %s', (name) => {
    const target = parseExternalEntry(query({ psa: name, psaId: 'p' })).target;
    expect(target.kind).toBe('integration');
  });

  it('the ten pages are the spec section 2 pod routes', () => {
    expect(Object.values(EXTERNAL_ENTRY_PSAS).map((p) => p.page).sort()).toEqual(
      ['autotask', 'connectwise', 'freshservice', 'halo', 'importintegration', 'kaseya', 'microsoft365', 'superOps', 'syncro', 'zendesk'],
    );
  });

  it('matches names ignoring case and spaces', () => {
    expect(findEntryPsa('halo service desk')?.type).toBe('Halo');
    expect(findEntryPsa('Microsoft365')?.page).toBe('microsoft365');
    expect(findEntryPsa('toString')).toBeNull();
  });
});
