import { BrowserPodContextStore } from './BrowserPodContextStore';
import { BrowserSessionStore } from './BrowserSessionStore';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('BrowserSessionStore', () => {
  it('keeps the three items under token, refreshToken and userId and clears exactly those', () => {
    localStorage.setItem('theme', 'dark');
    const store = new BrowserSessionStore(localStorage);
    store.save({ accessToken: 'a', refreshToken: 'r', userId: 'u-1' });
    expect([
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('userId'),
    ]).toEqual(['a', 'r', 'u-1']);
    expect(new BrowserSessionStore(localStorage).read()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      userId: 'u-1',
    });
    store.clear();
    expect(store.read()).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('reads no session when the token or user id is missing', () => {
    localStorage.setItem('userId', 'u-1');
    expect(new BrowserSessionStore(localStorage).read()).toBeNull();
  });
});

describe('BrowserPodContextStore', () => {
  it('updates, removes on null and clears', () => {
    const store = new BrowserPodContextStore(sessionStorage);
    store.update({ psa: 'Halo', psaId: 'h-1', returnPath: '/pod/halo/h-1?ticketId=2' });
    store.update({ psaId: null });
    expect(store.read()).toEqual({
      psa: 'Halo',
      psaId: null,
      ticketId: null,
      screen: null,
      returnPath: '/pod/halo/h-1?ticketId=2',
    });
    store.clear();
    expect(sessionStorage.length).toBe(0);
  });
});
