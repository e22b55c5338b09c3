import { isHttpUrl, isSafeReturnPath } from './safeUrls';

describe('isSafeReturnPath', () => {
  it.each(['/', '/home', '/pod/halo/h-1?ticketId=2', '/pod/a#frag'])('accepts in-app path %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
  });
  it.each([
    null,
    undefined,
    '',
    'home',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a\nb',
    '/a\\b',
  ])('refuses %p', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it.each(['https://idp.example/sso', 'http://localhost:5173/__sandbox/sso'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each([null, '', 'javascript:alert(1)', 'data:text/html,x', '/relative', 'not a url'])('refuses %p', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});
