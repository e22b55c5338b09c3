import type { AxiosInstance } from 'axios';
import type { ExternalIdentityProvider } from '@core/auth/ExternalIdentity';
import { AppError } from '@core/shared/AppError';
import { msalSettingsWire } from '../../http/wire/identityWire';
import { parseWire } from '../../http/wire/parseWire';
import {
  authorityMode,
  MSAL_IFRAME_TIMEOUT_MS,
  MSAL_POPUP_SIZE,
  MSAL_RENEWAL_OFFSET_S,
  MSAL_SCOPES,
} from './msalOptions';

export interface MsalIdentityOptions {
  http: AxiosInstance;
  /** The same-origin page the popup lands on (it runs MSAL's redirect bridge). */
  redirectUri: string;
}

/**
 * Microsoft sign-in (spec section 4): GET Account/get-msal-settings, then MSAL's popup; returns the raw
 * id token. @azure/msal-browser is imported only here, on first use, so it stays out of the sign-in route.
 */
export class MsalIdentity implements ExternalIdentityProvider {
  readonly provider = 'Microsoft' as const;

  constructor(private readonly options: MsalIdentityOptions) {}

  async requestToken(): Promise<string> {
    const response = await this.options.http.get('Account/get-msal-settings', { silent: true });
    const { auth } = parseWire(msalSettingsWire, response.data, 'the Microsoft sign-in settings');
    const msal = await import('@azure/msal-browser');
    const { protocolMode, knownAuthorities } = authorityMode(auth.authority);
    const client = new msal.PublicClientApplication({
      auth: {
        clientId: auth.clientId,
        authority: auth.authority,
        knownAuthorities,
        redirectUri: this.options.redirectUri,
      },
      cache: { cacheLocation: 'sessionStorage' },
      system: {
        protocolMode: protocolMode === 'OIDC' ? msal.ProtocolMode.OIDC : msal.ProtocolMode.AAD,
        iframeBridgeTimeout: MSAL_IFRAME_TIMEOUT_MS,
        tokenRenewalOffsetSeconds: MSAL_RENEWAL_OFFSET_S,
      },
    });
    try {
      await client.initialize();
      const result = await client.loginPopup({
        scopes: MSAL_SCOPES,
        // Microsoft's account picker; plain OpenID providers only know the standard prompts.
        ...(protocolMode === 'AAD' ? { prompt: 'select_account' } : {}),
        popupWindowAttributes: { popupSize: { ...MSAL_POPUP_SIZE } },
      });
      if (!result.idToken) throw new AppError('malformed', 'Microsoft did not return an id token.');
      return result.idToken;
    } catch (error) {
      throw explain(error, msal.BrowserAuthErrorCodes);
    }
  }
}

function explain(
  error: unknown,
  codes: { userCancelled: string; popupWindowError: string; emptyWindowError: string; timedOut: string },
): Error {
  if (error instanceof AppError) return error;
  const code = (error as { errorCode?: string } | null)?.errorCode;
  if (code === codes.userCancelled)
    return new AppError('cancelled', 'Microsoft sign-in was closed before it finished.');
  // MSAL 5's redirect bridge cannot see a closed popup: it gives up after popupBridgeTimeout (60 s).
  if (code === codes.timedOut)
    return new AppError('cancelled', 'Microsoft sign-in did not finish. If you closed its window, try again.');
  if (code === codes.popupWindowError || code === codes.emptyWindowError) {
    return new AppError(
      'cancelled',
      'The Microsoft sign-in window could not open. Allow pop-ups for this site and try again.',
    );
  }
  // MSAL's messages can carry request details; say what happened without them.
  return new AppError('server', `Microsoft sign-in failed${code ? ` (${code})` : ''}. Please try again.`);
}
