import { token } from '../shared/Token';
import type { ExternalProvider } from './AuthApi';

/**
 * Gets a token from an external identity provider in this browser (Google's token client, MSAL's
 * popup). Rejects with an AppError whose message the technician can read.
 */
export interface ExternalIdentityProvider {
  readonly provider: ExternalProvider;
  /** Must be called from a click: providers open a popup. */
  requestToken(): Promise<string>;
}

export const GoogleIdentityToken = token<ExternalIdentityProvider>('core.auth.GoogleIdentity');
export const MicrosoftIdentityToken = token<ExternalIdentityProvider>('core.auth.MicrosoftIdentity');

/** A token handed over by the external auth page (spec section 4, ConnectWise embedded browser). */
export interface RelayedToken {
  token: string;
  tokenType: ExternalProvider;
}

/**
 * The ConnectWise embedded-browser relay over a private realtime channel: the pod waits for a token,
 * the external auth page (in a normal browser tab) sends it.
 */
export interface SignInRelay {
  /** Pod side: subscribes, opens the external auth page in a new tab, resolves with the token it sends. */
  receiveToken(provider: ExternalProvider): Promise<RelayedToken>;
  /** External auth page side: sends the token to the pod waiting on sessionId. */
  sendToken(sessionId: string, relayed: RelayedToken): Promise<void>;
}

export const SignInRelayToken = token<SignInRelay>('core.auth.SignInRelay');
