import { BrowserEmbeddedModeStorage } from '@adapters/storage/BrowserEmbeddedModeStorage';
import { AuthApiToken } from '@core/auth/AuthApi';
import { ExternalSignInToken } from '@core/auth/ExternalSignIn';
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
import { externalSignInBindings } from './externalSignInBindings';

/**
 * The sign-in flow, external providers and the embedded relay. The entry links' services load with their
 * routes (entryBindings.ts).
 */
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
  bind.constant(EmbeddedModeStoreToken, new EmbeddedModeStore(new BrowserEmbeddedModeStorage(host.sessionStorage)));
  externalSignInBindings(bind, config, host);
};
