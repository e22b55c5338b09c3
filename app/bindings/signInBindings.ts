import { AuthApiToken } from '../../core/auth/AuthApi';
import { LoginService } from '../../core/auth/LoginService';
import { LoginServiceToken } from '../../core/auth/tokens';
import { PodContextStoreToken } from '../../core/session/PodContext';
import { SessionStoreToken } from '../../core/session/Session';
import type { Binder } from './Binder';

/** The sign-in flow. */
export const signInBindings: Binder = (bind) => {
  bind.provide(LoginServiceToken, (get) => new LoginService(get(AuthApiToken), get(SessionStoreToken), get(PodContextStoreToken)));
};
