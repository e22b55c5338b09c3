import { HttpDuoAuthApi } from '@adapters/auth/duo/HttpDuoAuthApi';
import { DuoAuthApiToken } from '@core/auth/DuoAuthApi';
import { BrowserEmbeddedModeStorage } from '@adapters/storage/BrowserEmbeddedModeStorage';
import { AuthApiToken } from '@core/auth/AuthApi';
import { EntryService, EntryServiceToken } from '@core/auth/EntryService';
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
import { HttpClientToken } from '@adapters/http/HttpClientToken';

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
  externalSignInBindings(bind, config, host);
};
