import { SessionServiceToken } from '../../core/auth/tokens';
import { UserApiToken } from '../../core/user/User';
import { CurrentUserStore, CurrentUserStoreToken } from '../../ui/session/CurrentUserStore';
import { ThemeStore, ThemeStoreToken } from '../../ui/theme/ThemeStore';
import type { Binder } from './Binder';

/** What the shell around every signed-in page needs: the current user and the theme. */
export const shellBindings: Binder = (bind, _config, host) => {
  bind.provide(CurrentUserStoreToken, (get) => new CurrentUserStore(get(UserApiToken), get(SessionServiceToken)));
  bind.constant(ThemeStoreToken, new ThemeStore(host.localStorage, host.matchMedia('(prefers-color-scheme: dark)')));
};
