/**
 * Destinations an attacker puts where the app reads a return path, a redirect or a provider URL:
 * protocol-relative and backslash tricks that browsers normalise into another
 * host, scheme confusions, script and data URLs, their encoded variants, and whitespace or control
 * characters that URL parsers strip. Each script URL sets `window.__hostileRedirect` if it ever runs.
 */
export const HOSTILE_DESTINATIONS: readonly string[] = [
  '//evil.test/steal',
  '///evil.test/steal',
  '/\\evil.test/steal',
  '\\\\evil.test\\steal',
  '/\\/evil.test',
  '\\/evil.test',
  'https:evil.test',
  'https:/evil.test',
  'https://evil.test/',
  'http://evil.test/',
  'HTTPS://EVIL.TEST/',
  '//evil.test@127.0.0.1/',
  'https://127.0.0.1.evil.test/',
  'javascript:window.__hostileRedirect=1',
  'JaVaScRiPt:window.__hostileRedirect=1',
  ' javascript:window.__hostileRedirect=1',
  'java\tscript:window.__hostileRedirect=1',
  'java\nscript:window.__hostileRedirect=1',
  '\u0001javascript:window.__hostileRedirect=1',
  'javascript://%0Awindow.__hostileRedirect=1',
  'data:text/html,<script>window.__hostileRedirect=1</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19ob3N0aWxlUmVkaXJlY3Q9MTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.test',
  '/%2F%2Fevil.test',
  '/%5Cevil.test',
  '%5C%5Cevil.test',
  '\t//evil.test',
  ' //evil.test',
  '/\t/evil.test',
  '/\n/evil.test',
  '/\r\n/evil.test',
  '\u0000//evil.test',
  '/\u0000/evil.test',
  '\u3000//evil.test',
  '//evil\u3002test',
  '//ｅｖｉｌ.test',
  'https://evil.test\\@127.0.0.1/',
];

/** The one kind of destination the spec lets leave the app: a single sign-on page over https. */
export const ALLOWED_SSO_URL = 'https://sso.provider.test/authorize?client=tech-addon';
