import type { GoogleWindow } from '@adapters/auth/google/googleIdentityServices';
import { HttpDuoAuthApi } from '@adapters/auth/duo/HttpDuoAuthApi';
import { DuoAuthApiToken } from '@core/auth/DuoAuthApi';
import { BrowserEmbeddedModeStorage } from '@adapters/storage/BrowserEmbeddedModeStorage';
import { RealtimeChannelsToken, type RealtimeChannels } from '@core/realtime/RealtimeChannels';
import { EXTERNAL_LOGIN_PATH, MSAL_REDIRECT_PATH } from '@core/auth/entryPaths';
import { AuthApiToken } from '@core/auth/AuthApi';
import {
  GoogleIdentityToken,
  MicrosoftIdentityToken,
  SignInRelayToken,
  type ExternalIdentityProvider,
  type SignInRelay,
} from '@core/auth/ExternalIdentity';
import type { ExternalProvider } from '@core/auth/AuthApi';
import { ExternalSignIn, ExternalSignInToken } from '@core/auth/ExternalSignIn';
import { EntryService, EntryServiceToken } from '@core/auth/EntryService';
import { LoginService } from '@core/auth/LoginService';
import { LoginServiceToken } from '@core/auth/tokens';
import { SessionServiceToken } from '@core/auth/tokens';
import { workToResume } from '@core/auth/workToResume';
import { PsaRegistryToken } from '@core/psa/PsaRegistry';
import { PodContextStoreToken } from '@core/session/PodContext';
import { SessionStoreToken } from '@core/session/Session';
import { EmbeddedModeStore, EmbeddedModeStoreToken } from '@ui/entry/EmbeddedModeStore';
import { LoginStore, LoginStoreFactoryToken } from '@ui/login/LoginStore';
import { NavigatorToken } from '@core/navigation/Navigator';
import { NotifierToken } from '@core/notifications/Notifier';
import { UserApiToken } from '@core/user/User';
import type { Binder } from './Binder';
import { HttpClientToken } from '@adapters/http/HttpClientToken';
import { LoggerToken } from '@core/logging/Logger';
import { onDemand } from './onDemand';

/** The sign-in flow and every other way in (entry links, external providers, the embedded relay). */
export const signInBindings: Binder = (bind, config, host) => {
  bind.provide(
    LoginServiceToken,
    (get) =>
      new LoginService(get(AuthApiToken), get(SessionStoreToken), get(PodContextStoreToken), get(PsaRegistryToken)),
  );
  bind.provide(
    LoginStoreFactoryToken,
    (get) => () =>
      new LoginStore(
        get(LoginServiceToken),
        get(UserApiToken),
        get(NavigatorToken),
        get(NotifierToken),
        () => get(SessionStoreToken).read()?.userId ?? null,
        get(ExternalSignInToken),
        () => get(SessionServiceToken).endedBecause(),
        () => workToResume(get(PodContextStoreToken).read(), get(PsaRegistryToken)),
      ),
  );
  bind.provide(
    EntryServiceToken,
    (get) =>
      new EntryService(get(LoginServiceToken), get(PodContextStoreToken), get(PsaRegistryToken), get(DuoAuthApiToken)),
  );
  bind.constant(EmbeddedModeStoreToken, new EmbeddedModeStore(new BrowserEmbeddedModeStorage(host.sessionStorage)));
  bind.provide(DuoAuthApiToken, (get) => new HttpDuoAuthApi(get(HttpClientToken)));
  // The providers' wrappers, the relay and the channel adapter load on first use (their own chunks;
  // the libraries behind them, pusher-js, MSAL and Google's script, load later still): most visitors
  // sign in with a password and never need them. Each was already asynchronous up to the popup.
  bind.provide(GoogleIdentityToken, (get) =>
    identityOnDemand('Google', async () => {
      const [{ GoogleIdentity }, { loadScript }] = await Promise.all([
        import('@adapters/auth/google/GoogleIdentity'),
        import('@adapters/auth/browser/loadScript'),
      ]);
      return new GoogleIdentity({
        http: get(HttpClientToken),
        scriptUrl: config.googleScriptUrl,
        loadScript: (url) => loadScript(url),
        window: globalThis as GoogleWindow,
      });
    }),
  );
  bind.provide(MicrosoftIdentityToken, (get) =>
    identityOnDemand('Microsoft', async () => {
      const { MsalIdentity } = await import('@adapters/auth/msal/MsalIdentity');
      return new MsalIdentity({
        http: get(HttpClientToken),
        redirectUri: new URL(MSAL_REDIRECT_PATH, globalThis.location?.href).href,
      });
    }),
  );
  bind.provide(RealtimeChannelsToken, (get) => {
    const channels = onDemand(
      async () =>
        new (await import('@adapters/realtime/pusher/PusherRealtimeChannels')).PusherRealtimeChannels({
          logger: get(LoggerToken),
        }),
    );
    const onDemandChannels: RealtimeChannels = {
      connect: async (settings, authorize) => (await channels()).connect(settings, authorize),
    };
    return onDemandChannels;
  });
  bind.provide(SignInRelayToken, (get) => {
    const relay = onDemand(async () => {
      const [{ PusherSignInRelay }, { externalLoginPath }] = await Promise.all([
        import('@adapters/auth/pusher/PusherSignInRelay'),
        import('@core/auth/externalLoginRequest'),
      ]);
      return new PusherSignInRelay({
        http: get(HttpClientToken),
        channels: get(RealtimeChannelsToken),
        openTab: (url) => globalThis.open?.(url, '_blank') != null,
        externalLoginUrl: (request) =>
          new URL(externalLoginPath(EXTERNAL_LOGIN_PATH, request), globalThis.location?.href).href,
      });
    });
    const onDemandRelay: SignInRelay = {
      receiveToken: async (provider, showCode) => (await relay()).receiveToken(provider, showCode),
      confirmationCode: async (sessionId) => (await relay()).confirmationCode(sessionId),
      sendToken: async (sessionId, relayed) => (await relay()).sendToken(sessionId, relayed),
    };
    return onDemandRelay;
  });
  bind.provide(
    ExternalSignInToken,
    (get) =>
      new ExternalSignIn(
        get(LoginServiceToken),
        { Google: get(GoogleIdentityToken), Microsoft: get(MicrosoftIdentityToken) },
        get(SignInRelayToken),
        globalThis.navigator?.userAgent ?? '',
      ),
  );
};

/** An identity provider whose adapter loads on the first token request (a click). */
function identityOnDemand(
  provider: ExternalProvider,
  load: () => Promise<ExternalIdentityProvider>,
): ExternalIdentityProvider {
  const adapter = onDemand(load);
  return { provider, requestToken: async () => (await adapter()).requestToken() };
}
