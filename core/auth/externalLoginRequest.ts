import type { ExternalProvider } from './AuthApi';

/** What the external auth page (/externalLogin?type=..&sessionId=..) was opened for. */
export interface ExternalLoginRequest {
  provider: ExternalProvider;
  sessionId: string;
}

/** Session ids become part of a channel name: letters, digits and dashes only, 16 to 64 of them. */
const SESSION_ID = /^[A-Za-z0-9-]{16,64}$/;

/** The private channel both sides of the relay meet on. */
export function relayChannelName(sessionId: string): string {
  return `private-auth-${sessionId}`;
}

/** The client event that carries `{token, type}` from the external auth page to the pod. */
export const RELAY_EVENT = 'client-external-login';

export function parseExternalLoginRequest(query: { get(name: string): string | null }): ExternalLoginRequest | null {
  const type = query.get('type');
  const sessionId = query.get('sessionId') ?? '';
  if (type !== 'Google' && type !== 'Microsoft') return null;
  if (!SESSION_ID.test(sessionId)) return null;
  return { provider: type, sessionId };
}

/** The external auth page's address for a provider and relay session. */
export function externalLoginPath(path: string, request: ExternalLoginRequest): string {
  return `${path}?${new URLSearchParams({ type: request.provider, sessionId: request.sessionId })}`;
}

/** The pod's answer once it has the token, so the external auth page can say it is done. */
export const RELAY_ACK_EVENT = 'client-external-login-received';
