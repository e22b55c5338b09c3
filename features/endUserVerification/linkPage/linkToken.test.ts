import { takeLinkToken } from './linkToken';

function place(hash: string, kept: string | null = null) {
  const replaced: string[] = [];
  const stored = new Map<string, string>(kept ? [['verifyLink.token', kept]] : []);
  return {
    replaced,
    stored,
    place: {
      location: { hash, pathname: '/verify', search: '' },
      history: {
        replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)),
      },
      storage: () => ({
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
      }),
    },
  };
}

describe('the link token', () => {
  it('comes from the fragment and leaves the address bar at once; kept for a reload of this tab', () => {
    const token = 'A'.repeat(43);
    const { place: p, replaced, stored } = place(`#${token}`);
    expect(takeLinkToken(p)).toBe(token);
    expect(replaced).toEqual(['/verify']);
    expect(stored.get('verifyLink.token')).toBe(token);
    const reload = place('', token);
    expect(takeLinkToken(reload.place)).toBe(token);
    expect(reload.replaced).toEqual([]);
  });

  it('anything but a token is no token (and still leaves the address bar)', () => {
    const odd = place('#<script>alert(1)</script>');
    expect(takeLinkToken(odd.place)).toBeNull();
    expect(odd.replaced).toEqual(['/verify']);
    expect(takeLinkToken(place('').place)).toBeNull();
    expect(
      takeLinkToken({
        ...place('#' + 'b'.repeat(43)).place,
        storage: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('b'.repeat(43));
  });
});
