import type { AxiosInstance } from 'axios';
import { Container } from 'inversify';
import { BrowserNavigator } from '../adapters/browser/BrowserNavigator';
import { createHttpClient } from '../adapters/http/createHttpClient';
import { HttpAuthApi } from '../adapters/http/HttpAuthApi';
import { HttpBrandingApi } from '../adapters/http/HttpBrandingApi';
import { HttpUserApi } from '../adapters/http/HttpUserApi';
import { BrowserPodContextStore } from '../adapters/storage/BrowserPodContextStore';
import { BrowserSessionStore } from '../adapters/storage/BrowserSessionStore';
import { AuthApiToken } from '../core/auth/AuthApi';
import { LoginService } from '../core/auth/LoginService';
import { LoginServiceToken, SessionServiceToken } from '../core/auth/tokens';
import { BrandingApiToken } from '../core/branding/BrandingApi';
import { AppConfigToken, type AppConfig } from '../core/config/AppConfig';
import { NavigatorToken, SIGN_IN_PATH } from '../core/navigation/Navigator';
import { NotifierToken, type Notifier } from '../core/notifications/Notifier';
import { PodContextStoreToken } from '../core/session/PodContext';
import { SessionStoreToken } from '../core/session/Session';
import { SessionService } from '../core/session/SessionService';
import { token, type Token } from '../core/shared/Token';
import { UserApiToken } from '../core/user/User';
import { CurrentUserStore, CurrentUserStoreToken } from '../ui/session/CurrentUserStore';
import { ThemeStore, ThemeStoreToken } from '../ui/theme/ThemeStore';
import { resolverOf, type Resolve } from './typedContainer';

/** What the container needs from the page it runs in; tests pass jsdom's, stories the preview's. */
export interface HostEnvironment {
  localStorage: Storage;
  sessionStorage: Storage;
  location: Pick<Location, 'replace'>;
  matchMedia(query: string): MediaQueryList;
  notifier: Notifier;
}

export const HttpClientToken = token<AxiosInstance>('adapters.http.HttpClient');
export const BrowserNavigatorToken = token<BrowserNavigator>('adapters.browser.BrowserNavigator');

/** The composition root: the only place that knows which adapter implements which port. */
export function buildContainer(config: AppConfig, host: HostEnvironment): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  const provide = <T>(id: Token<T>, factory: (get: Resolve) => T) => c.bind<T>(id).toDynamicValue((ctx) => factory(resolverOf(ctx)));
  const constant = <T>(id: Token<T>, value: T) => c.bind<T>(id).toConstantValue(value);

  constant(AppConfigToken, config);
  constant(NotifierToken, host.notifier);
  constant(SessionStoreToken, new BrowserSessionStore(host.localStorage));
  constant(PodContextStoreToken, new BrowserPodContextStore(host.sessionStorage));
  constant(BrowserNavigatorToken, new BrowserNavigator(host.location));
  provide(NavigatorToken, (get) => get(BrowserNavigatorToken));
  provide(SessionServiceToken, (get) => new SessionService(get(SessionStoreToken), get(PodContextStoreToken)));

  provide(HttpClientToken, (get) =>
    createHttpClient({
      baseURL: config.apiUrl,
      getAccessToken: () => get(SessionStoreToken).read()?.accessToken ?? null,
      onUnauthorized: () => {
        get(SessionServiceToken).expire();
        get(NavigatorToken).navigate(SIGN_IN_PATH, { replace: true });
      },
      onError: (message) => get(NotifierToken).notify({ message, intent: 'danger' }),
    }),
  );
  provide(AuthApiToken, (get) => new HttpAuthApi(get(HttpClientToken)));
  provide(UserApiToken, (get) => new HttpUserApi(get(HttpClientToken)));
  provide(BrandingApiToken, (get) => new HttpBrandingApi(get(HttpClientToken)));

  provide(LoginServiceToken, (get) => new LoginService(get(AuthApiToken), get(SessionStoreToken), get(PodContextStoreToken)));
  provide(CurrentUserStoreToken, (get) => new CurrentUserStore(get(UserApiToken), get(SessionServiceToken)));
  constant(ThemeStoreToken, new ThemeStore(host.localStorage, host.matchMedia('(prefers-color-scheme: dark)')));
  return c;
}
