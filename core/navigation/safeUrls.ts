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

/** Hosts a browser treats as this machine: a sandbox or dev provider there may use plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where single sign-on may send the top document (the one place the spec lets the app leave its own
 * origin): an https page, or an http page on this machine (the sandbox and dev providers). Never
 * `javascript:`, `data:` or plain http to another host (docs/decisions/004-single-sign-on-pre-check.md).
 */
export function isSingleSignOnUrl(url: string | null | undefined): url is string {
  if (!url || url.length > 4096) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}
