/**
 * A return path is followed only when it stays inside this app: one leading slash, no scheme,
 * no protocol-relative `//host` and no backslash tricks that browsers normalise into `//`.
 */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path || path.length > 2048) return false;
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\\]/.test(path)) return false;
  return true;
}

/** Single sign-on may only send the browser to a real web page, never `javascript:` or `data:`. */
export function isHttpUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
