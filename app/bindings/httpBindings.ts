import { createHttpClient } from '@adapters/http/createHttpClient';
import { HttpAuthApi } from '@adapters/http/HttpAuthApi';
import { HttpBrandingApi } from '@adapters/http/HttpBrandingApi';
import { HttpUserApi } from '@adapters/http/HttpUserApi';
import { AuthApiToken } from '@core/auth/AuthApi';
import { SessionServiceToken } from '@core/auth/tokens';
import { BrandingApiToken } from '@core/branding/BrandingApi';
import { NavigatorToken, SIGN_IN_PATH } from '@core/navigation/Navigator';
import { NotifierToken } from '@core/notifications/Notifier';
import { SessionStoreToken } from '@core/session/Session';
import { SharedRequests, SharedRequestsToken } from '@core/shared/SharedRequests';
import { UserApiToken } from '@core/user/User';
import type { Binder } from './Binder';

import { HttpClientToken } from '@adapters/http/HttpClientToken';

/** The shared axios client and the HTTP adapters of the session-level ports. */
export const httpBindings: Binder = (bind, config) => {
  bind.provide(HttpClientToken, (get) =>
    createHttpClient({
      baseURL: config.apiUrl,
      getAccessToken: () => get(SessionStoreToken).read()?.accessToken ?? null,
      onUnauthorized: () => {
        // Leave the guarded page first: a guard that saw the cleared session on the old page would
        // send the visitor to "/" instead of the sign-in route (spec section 8).
        get(NavigatorToken).navigate(SIGN_IN_PATH, { replace: true });
        get(SessionServiceToken).expire();
      },
      onError: (message) => get(NotifierToken).notify({ message, intent: 'danger' }),
    }),
  );
  bind.provide(AuthApiToken, (get) => new HttpAuthApi(get(HttpClientToken)));
  // One source per resource for the pod being opened (its route prefetches into it).
  bind.provide(SharedRequestsToken, (get) => {
    const requests = new SharedRequests();
    get(SessionServiceToken).onDidEnd(() => requests.clear());
    return requests;
  });
  bind.provide(UserApiToken, (get) => new HttpUserApi(get(HttpClientToken), get(SharedRequestsToken)));
  bind.provide(BrandingApiToken, (get) => new HttpBrandingApi(get(HttpClientToken)));
};
