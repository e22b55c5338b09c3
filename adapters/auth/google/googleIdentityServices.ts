/** The part of Google Identity Services' token model this app uses (accounts.google.com/gsi/client). */
export interface GoogleTokenResponse {
  access_token?: string;
  expires_in?: number;
  token_type?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

export interface GoogleTokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  error_callback?: (error: { type: 'popup_closed' | 'popup_failed_to_open' | 'unknown'; message?: string }) => void;
}

export interface GoogleOauth2 {
  initTokenClient(config: GoogleTokenClientConfig): { requestAccessToken(): void };
}

/** Where the script puts its API. */
export interface GoogleWindow {
  google?: { accounts?: { oauth2?: GoogleOauth2 } };
}
