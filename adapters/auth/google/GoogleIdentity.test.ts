import { http, HttpResponse } from 'msw';
import { SANDBOX_GOOGLE_CLIENT_ID } from '@sandbox/identity/googleRoutes';
import { setupSandboxServer } from '@tests/support/sandboxServer';
import { createHttpClient } from '../../http/createHttpClient';
import { GoogleIdentity } from './GoogleIdentity';
import type { GoogleTokenClientConfig, GoogleWindow } from './googleIdentityServices';

const { server } = setupSandboxServer();
const toasts: string[] = [];
const client = createHttpClient({
  baseURL: '/api',
  getAccessToken: () => null,
  onUnauthorized: () => undefined,
  onError: (m) => toasts.push(m),
});

/** Google's token client as its script defines it; `answer` plays the popup's outcome. */
function fakeGoogle(answer: (config: GoogleTokenClientConfig) => void) {
  const seen: GoogleTokenClientConfig[] = [];
  const win: GoogleWindow = {
    google: {
      accounts: {
        oauth2: { initTokenClient: (config) => (seen.push(config), { requestAccessToken: () => answer(config) }) },
      },
    },
  };
  return { win, seen };
}

function identity(win: GoogleWindow, loadScript = (_url: string) => Promise.resolve()) {
  const loaded: string[] = [];
  const google = new GoogleIdentity({
    http: client,
    scriptUrl: '/gsi/client',
    window: win,
    loadScript: (url) => (loaded.push(url), loadScript(url)),
  });
  return { google, loaded };
}

beforeEach(() => (toasts.length = 0));

describe('GoogleIdentity', () => {
  it('loads the script, uses the client id from the sandbox and the spec scopes, and returns the access token', async () => {
    const { win, seen } = fakeGoogle((config) => config.callback({ access_token: 'ya29.token', token_type: 'Bearer' }));
    const { google, loaded } = identity(win);
    await expect(google.requestToken()).resolves.toBe('ya29.token');
    expect(loaded).toEqual(['/gsi/client']);
    expect(seen[0]).toMatchObject({ client_id: SANDBOX_GOOGLE_CLIENT_ID, scope: 'email profile openid' });
  });

  it('a denied consent rejects with what Google said', async () => {
    const { win } = fakeGoogle((config) =>
      config.callback({ error: 'access_denied', error_description: 'The user denied access' }),
    );
    await expect(identity(win).google.requestToken()).rejects.toThrow('Google sign-in failed: The user denied access.');
  });

  it.each([
    ['popup_closed', 'Google sign-in was closed before it finished.'],
    ['popup_failed_to_open', 'The Google sign-in window could not open. Allow pop-ups for this site and try again.'],
  ] as const)('%s becomes a readable message', async (type, message) => {
    const { win } = fakeGoogle((config) => config.error_callback?.({ type }));
    await expect(identity(win).google.requestToken()).rejects.toMatchObject({ message, kind: 'cancelled' });
  });

  it('a script that does not load is a clear network error', async () => {
    const { win } = fakeGoogle(() => undefined);
    const failing = identity(win, () => Promise.reject(new Error('404')));
    await expect(failing.google.requestToken()).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringContaining('could not be loaded'),
    });
  });

  it('a script that loads without the API is refused', async () => {
    await expect(identity({}).google.requestToken()).rejects.toThrow('Google sign-in could not be loaded.');
  });

  it('a settings failure reaches the caller with the server message, untoasted (the sign-in form says it)', async () => {
    server.use(
      http.get('*/api/Account/get-google-api-settings', () =>
        HttpResponse.json({ message: 'Google sign-in is turned off for this tenant.' }, { status: 503 }),
      ),
    );
    const { win } = fakeGoogle((config) => config.callback({ access_token: 'x' }));
    await expect(identity(win).google.requestToken()).rejects.toThrow('Google sign-in is turned off for this tenant.');
    expect(toasts).toEqual([]);
  });
});
