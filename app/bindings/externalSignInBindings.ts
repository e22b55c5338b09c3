import type { GoogleWindow } from '@adapters/auth/google/googleIdentityServices';
import { HttpClientToken } from '@adapters/http/HttpClientToken';
import type { ExternalProvider } from '@core/auth/AuthApi';
import { EXTERNAL_LOGIN_PATH, MSAL_REDIRECT_PATH } from '@core/auth/entryPaths';
import {
  GoogleIdentityToken,
  MicrosoftIdentityToken,
  SignInRelayToken,
  type ExternalIdentityProvider,
  type SignInRelay,
} from '@core/auth/ExternalIdentity';
import { ExternalSignIn, ExternalSignInToken } from '@core/auth/ExternalSignIn';
import { LoginServiceToken } from '@core/auth/tokens';
import { LoggerToken } from '@core/logging/Logger';
import { RealtimeChannelsToken, type RealtimeChannels } from '@core/realtime/RealtimeChannels';
import type { Binder } from './Binder';
import { onDemand } from './onDemand';

/** Signing in through Google, Microsoft or another tab (the embedded relay), and the realtime channels it uses. */
export const externalSignInBindings: Binder = (bind, config) => {
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
