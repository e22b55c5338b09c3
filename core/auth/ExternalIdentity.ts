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
 * the external auth page (in a normal browser tab) sends it. The backend issues the channel to the
 * waiting window; both windows show the same short code, and the technician confirms it on the
 * signing-in page before the token leaves.
 */
export interface SignInRelay {
  /**
   * Pod side: gets a channel issued, joins it, opens the external auth page in a new tab, hands the
   * confirmation code to `showCode` while waiting, and resolves with the token the page sends.
   */
  receiveToken(provider: ExternalProvider, showCode: (code: string) => void): Promise<RelayedToken>;
  /** External auth page side: the confirmation code of this relay session (the pod shows the same). */
  confirmationCode(sessionId: string): Promise<string>;
  /** External auth page side: sends the token to the pod waiting on sessionId, once the code was confirmed. */
  sendToken(sessionId: string, relayed: RelayedToken): Promise<void>;
}

export const SignInRelayToken = token<SignInRelay>('core.auth.SignInRelay');
