import { GoogleIdentity } from '../../adapters/auth/google/GoogleIdentity';
import type { GoogleWindow } from '../../adapters/auth/google/googleIdentityServices';
import { loadScript } from '../../adapters/auth/browser/loadScript';
import { HttpDuoAuthApi } from '../../adapters/auth/duo/HttpDuoAuthApi';
import { MsalIdentity } from '../../adapters/auth/msal/MsalIdentity';
import { DuoAuthApiToken } from '../../core/auth/DuoAuthApi';
import { PusherSignInRelay } from '../../adapters/auth/pusher/PusherSignInRelay';
import { BrowserEmbeddedModeStorage } from '../../adapters/storage/BrowserEmbeddedModeStorage';
import { PusherRealtimeChannels } from '../../adapters/realtime/pusher/PusherRealtimeChannels';
import { RealtimeChannelsToken } from '../../core/realtime/RealtimeChannels';
import { EXTERNAL_LOGIN_PATH, MSAL_REDIRECT_PATH } from '../../core/auth/entryPaths';
import { externalLoginPath } from '../../core/auth/externalLoginRequest';
import { AuthApiToken } from '../../core/auth/AuthApi';
import { GoogleIdentityToken, MicrosoftIdentityToken, SignInRelayToken } from '../../core/auth/ExternalIdentity';
import { ExternalSignIn, ExternalSignInToken } from '../../core/auth/ExternalSignIn';
import { EntryService, EntryServiceToken } from '../../core/auth/EntryService';
import { LoginService } from '../../core/auth/LoginService';
import { LoginServiceToken } from '../../core/auth/tokens';
import { PsaRegistryToken } from '../../core/psa/PsaRegistry';
import { PodContextStoreToken } from '../../core/session/PodContext';
import { SessionStoreToken } from '../../core/session/Session';
import { EmbeddedModeStore, EmbeddedModeStoreToken } from '../../ui/entry/EmbeddedModeStore';
import { LoginStore, LoginStoreFactoryToken } from '../../ui/login/LoginStore';
import { NavigatorToken } from '../../core/navigation/Navigator';
import { NotifierToken } from '../../core/notifications/Notifier';
import { UserApiToken } from '../../core/user/User';
import type { Binder } from './Binder';
import { HttpClientToken } from './httpBindings';
import { LoggerToken } from '../../core/logging/Logger';

/** The sign-in flow and every other way in (entry links, external providers, the embedded relay). */
export const signInBindings: Binder = (bind, config, host) => {
  bind.provide(LoginServiceToken, (get) => new LoginService(get(AuthApiToken), get(SessionStoreToken), get(PodContextStoreToken), get(PsaRegistryToken)));
  bind.provide(LoginStoreFactoryToken, (get) => () =>
    new LoginStore(get(LoginServiceToken), get(UserApiToken), get(NavigatorToken), get(NotifierToken), () => get(SessionStoreToken).read()?.userId ?? null, get(ExternalSignInToken)),
  );
  bind.provide(EntryServiceToken, (get) => new EntryService(get(LoginServiceToken), get(PodContextStoreToken), get(PsaRegistryToken), get(DuoAuthApiToken)));
  bind.constant(EmbeddedModeStoreToken, new EmbeddedModeStore(new BrowserEmbeddedModeStorage(host.sessionStorage)));
  bind.provide(DuoAuthApiToken, (get) => new HttpDuoAuthApi(get(HttpClientToken)));
  bind.provide(GoogleIdentityToken, (get) =>
    new GoogleIdentity({ http: get(HttpClientToken), scriptUrl: config.googleScriptUrl, loadScript: (url) => loadScript(url), window: globalThis as GoogleWindow }),
  );
  bind.provide(MicrosoftIdentityToken, (get) =>
    new MsalIdentity({ http: get(HttpClientToken), redirectUri: new URL(MSAL_REDIRECT_PATH, globalThis.location?.href).href }),
  );
  // pusher-js itself loads on the first connect (its own chunk): the sign-in page does not carry it.
  bind.provide(RealtimeChannelsToken, (get) => new PusherRealtimeChannels({ logger: get(LoggerToken) }));
  bind.provide(SignInRelayToken, (get) =>
    new PusherSignInRelay({
      http: get(HttpClientToken),
      channels: get(RealtimeChannelsToken),
      openTab: (url) => globalThis.open?.(url, '_blank') != null,
      externalLoginUrl: (request) => new URL(externalLoginPath(EXTERNAL_LOGIN_PATH, request), globalThis.location?.href).href,
    }),
  );
  bind.provide(ExternalSignInToken, (get) =>
    new ExternalSignIn(
      get(LoginServiceToken),
      { Google: get(GoogleIdentityToken), Microsoft: get(MicrosoftIdentityToken) },
      get(SignInRelayToken),
      globalThis.navigator?.userAgent ?? '',
    ),
  );
};
