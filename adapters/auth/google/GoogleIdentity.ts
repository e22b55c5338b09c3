import type { AxiosInstance } from 'axios';
import type { ExternalIdentityProvider } from '@core/auth/ExternalIdentity';
import { AppError } from '@core/shared/AppError';
import { parseWire } from '../../http/wire/parseWire';
import { googleSettingsWire } from '../../http/wire/identityWire';
import type { GoogleOauth2, GoogleWindow } from './googleIdentityServices';

/** Spec section 9: the scopes Google sign-in asks for. */
export const GOOGLE_SCOPES = 'email profile openid';

export interface GoogleIdentityOptions {
  http: AxiosInstance;
  /** The Google Identity Services script (VITE_GOOGLE_GSI_URL). */
  scriptUrl: string;
  loadScript(url: string): Promise<void>;
  window: GoogleWindow;
}

/**
 * Google sign-in with the Identity Services token client (spec section 4): loads the script on
 * demand, fetches the client id, asks for an access token in Google's popup.
 */
export class GoogleIdentity implements ExternalIdentityProvider {
  readonly provider = 'Google' as const;

  constructor(private readonly options: GoogleIdentityOptions) {}

  async requestToken(): Promise<string> {
    const [oauth2, clientId] = await Promise.all([this.loadApi(), this.clientId()]);
    return new Promise<string>((resolve, reject) => {
      const client = oauth2.initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPES,
        callback: (response) => {
          if (response.access_token && !response.error) resolve(response.access_token);
          else
            reject(
              new AppError(
                'server',
                `Google sign-in failed: ${response.error_description || response.error || 'no token was returned'}.`,
              ),
            );
        },
        error_callback: (error) =>
          reject(
            error.type === 'popup_failed_to_open'
              ? new AppError(
                  'cancelled',
                  'The Google sign-in window could not open. Allow pop-ups for this site and try again.',
                )
              : new AppError('cancelled', 'Google sign-in was closed before it finished.'),
          ),
      });
      client.requestAccessToken();
    });
  }

  private async loadApi(): Promise<GoogleOauth2> {
    try {
      await this.options.loadScript(this.options.scriptUrl);
    } catch {
      throw new AppError('network', 'Google sign-in could not be loaded. Check your connection and try again.');
    }
    const oauth2 = this.options.window.google?.accounts?.oauth2;
    if (!oauth2)
      throw new AppError('malformed', 'Google sign-in could not be loaded. Check your connection and try again.');
    return oauth2;
  }

  private async clientId(): Promise<string> {
    const response = await this.options.http.get('Account/get-google-api-settings', { silent: true });
    return parseWire(googleSettingsWire, response.data, 'the Google sign-in settings').clientId;
  }
}
