import { parseRedirectData } from './redirectData';

describe('parseRedirectData', () => {
  it('reads UserId, AccessToken and RefreshToken', () => {
    const raw = JSON.stringify({ UserId: 'u-1', AccessToken: 'at', RefreshToken: 'rt' });
    expect(parseRedirectData(raw)).toEqual({ userId: 'u-1', accessToken: 'at', refreshToken: 'rt' });
  });
  it('accepts a numeric user id', () => {
    expect(parseRedirectData(JSON.stringify({ UserId: 42, AccessToken: 'at', RefreshToken: 'rt' }))?.userId).toBe('42');
  });
  it.each([
    ['missing', null],
    ['not JSON', '{nope'],
    ['an array', '[]'],
    ['JSON null', 'null'],
    ['without the refresh token', JSON.stringify({ UserId: 'u', AccessToken: 'a' })],
    ['with an empty token', JSON.stringify({ UserId: 'u', AccessToken: ' ', RefreshToken: 'r' })],
    ['with an object token', JSON.stringify({ UserId: 'u', AccessToken: {}, RefreshToken: 'r' })],
  ])('refuses data that is %s', (_name, raw) => {
    expect(parseRedirectData(raw)).toBeNull();
  });
});
