import { AuthApiToken } from '../../core/auth/AuthApi';
import { LoginService } from '../../core/auth/LoginService';
import { LoginServiceToken } from '../../core/auth/tokens';
import { PodContextStoreToken } from '../../core/session/PodContext';
import { SessionStoreToken } from '../../core/session/Session';
import { EmbeddedModeStore, EmbeddedModeStoreToken } from '../../ui/entry/EmbeddedModeStore';
import type { Binder } from './Binder';

/** The sign-in flow and every other way in (entry links, external providers). */
export const signInBindings: Binder = (bind, _config, host) => {
  bind.provide(LoginServiceToken, (get) => new LoginService(get(AuthApiToken), get(SessionStoreToken), get(PodContextStoreToken)));
  bind.constant(EmbeddedModeStoreToken, new EmbeddedModeStore(host.sessionStorage));
};
