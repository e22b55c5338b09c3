import type { ExternalProvider } from './AuthApi';

/**
 * What the external auth page (/externalLogin?type=..#sessionId=..) was opened for. The session id is
 * the secret part of a relay channel the backend issued to the waiting window; it travels in the URL
 * fragment, which browsers send to no server and put in no Referer, and the page drops it from the
 * address bar as soon as it has read it.
 */
export interface ExternalLoginRequest {
  provider: ExternalProvider;
  sessionId: string;
}

/** The channel prefix of the sign-in relay; the backend issues the rest. */
export const RELAY_CHANNEL_PREFIX = 'private-auth-';

/** At least 128 random bits as base64url (22 characters), at most 64 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The private channel both sides of the relay meet on. */
export function relayChannelName(sessionId: string): string {
  return `${RELAY_CHANNEL_PREFIX}${sessionId}`;
}

/** The session id of an issued relay channel, or null when the name is not one. */
export function relaySessionId(channel: string): string | null {
  if (!channel.startsWith(RELAY_CHANNEL_PREFIX)) return null;
  const sessionId = channel.slice(RELAY_CHANNEL_PREFIX.length);
  return SESSION_ID.test(sessionId) ? sessionId : null;
}

/** The client event that carries `{token, type}` from the external auth page to the pod. */
export const RELAY_EVENT = 'client-external-login';

/** The pod's answer once it has the token, so the external auth page can say it is done. */
export const RELAY_ACK_EVENT = 'client-external-login-received';

/** The relay channel's events, for the typed channel port. */
export interface RelayEvents {
  [RELAY_EVENT]: { token: string; type: ExternalProvider };
  [RELAY_ACK_EVENT]: Record<string, never>;
}

/** Reads the page's query (type) and fragment (sessionId); null when either is missing or malformed. */
export function parseExternalLoginRequest(
  query: { get(name: string): string | null },
  hash: string,
): ExternalLoginRequest | null {
  const type = query.get('type');
  const sessionId = new URLSearchParams(hash.replace(/^#/, '')).get('sessionId') ?? '';
  if (type !== 'Google' && type !== 'Microsoft') return null;
  if (!SESSION_ID.test(sessionId)) return null;
  return { provider: type, sessionId };
}

/** The external auth page's address for a provider and relay session: the secret in the fragment. */
export function externalLoginPath(path: string, request: ExternalLoginRequest): string {
  return `${path}?${new URLSearchParams({ type: request.provider })}#${new URLSearchParams({ sessionId: request.sessionId })}`;
}

/**
 * The short code both windows show (derived, never sent): six digits from a SHA-256 digest of the
 * channel name, grouped for reading aloud ("048 213"). A technician who sees a different code, or a
 * code on a page they did not open from ConnectWise, stops before the token leaves.
 */
export function relayConfirmationCode(digest: Uint8Array): string {
  if (digest.length < 4) throw new Error('relayConfirmationCode needs a digest of at least 4 bytes.');
  const value = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0;
  const digits = String(value % 1_000_000).padStart(6, '0');
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
}
