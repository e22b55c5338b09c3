/**
 * Reads the caller's bearer token: the Authorization header (negotiate, Node sockets) or the
 * `access_token` query parameter (browsers cannot set headers on a WebSocket). Null when absent.
 */
export function readBearerToken(authorization: string | null | undefined, url: URL): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (match?.[1]) return match[1].trim();
  return url.searchParams.get('access_token') || null;
}
