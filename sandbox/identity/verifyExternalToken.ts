import type { SandboxState } from '../contract/SandboxState';
import { identityForToken, type MintedIdentity } from './externalTokens';

/**
 * Checks an external sign-in token the way the real backend would ask the provider: Google access
 * tokens must be ones the sandbox's stand-in minted; Microsoft id tokens are verified by the
 * registered verifier (the local OpenID provider's keys), when one runs.
 */
export async function verifyExternalToken(
  state: SandboxState,
  provider: 'Google' | 'Microsoft',
  token: string,
): Promise<MintedIdentity | null> {
  if (!token) return null;
  if (provider === 'Google') return identityForToken(state, 'Google', token);
  const verifier = microsoftVerifiers.get(state);
  return verifier ? verifier(token) : identityForToken(state, 'Microsoft', token);
}

/** Verifies a Microsoft id token and returns the email it carries, or null. */
export type MicrosoftVerifier = (idToken: string) => Promise<MintedIdentity | null>;

const microsoftVerifiers = new WeakMap<SandboxState, MicrosoftVerifier>();

/** The host registers the OpenID provider's verifier for its sandbox. */
export function registerMicrosoftVerifier(state: SandboxState, verifier: MicrosoftVerifier): void {
  microsoftVerifiers.set(state, verifier);
}
