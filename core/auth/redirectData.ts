import type { Session } from '../session/Session';

/**
 * Reads the redirect-with-data route's `data` query value: JSON `{UserId, AccessToken, RefreshToken}`
 * (spec section 2). Returns null for anything else, so the page can say the link is broken.
 */
export function parseRedirectData(raw: string | null): Session | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const text = (key: string) => {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const userId = text('UserId');
  const accessToken = text('AccessToken');
  const refreshToken = text('RefreshToken');
  return userId && accessToken && refreshToken ? { userId, accessToken, refreshToken } : null;
}
