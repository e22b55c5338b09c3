import type { SandboxState } from '../contract/SandboxState';

/** A token a stand-in identity provider minted, and whose email it vouches for. */
export interface MintedIdentity {
  provider: 'Google' | 'Microsoft';
  email: string;
}

const minted = new WeakMap<SandboxState, Map<string, MintedIdentity>>();

function tokensOf(state: SandboxState): Map<string, MintedIdentity> {
  let tokens = minted.get(state);
  if (!tokens) minted.set(state, (tokens = new Map()));
  return tokens;
}

/** Mints an opaque access token for an email, as Google would after consent. */
export function mintExternalToken(state: SandboxState, identity: MintedIdentity): string {
  const value = `sbg.${globalThis.crypto.randomUUID().replace(/-/g, '')}`;
  tokensOf(state).set(value, identity);
  return value;
}

/** The identity behind a token the sandbox minted for that provider, or null. */
export function identityForToken(state: SandboxState, provider: string, value: string): MintedIdentity | null {
  const identity = tokensOf(state).get(value);
  return identity && identity.provider === provider ? identity : null;
}

/** Google identities the consent page offers: every technician, plus one no tenant knows. */
export const STRANGER_EMAIL = 'stranger@gmail.test';
