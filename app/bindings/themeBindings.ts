import { ThemeStore, ThemeStoreToken } from '../../ui/theme/ThemeStore';
import type { Binder } from './Binder';

/** The theme: the sign-in page already follows it (logo, dark class). */
export const themeBindings: Binder = (bind, _config, host) => {
  bind.constant(ThemeStoreToken, new ThemeStore(host.localStorage, host.matchMedia('(prefers-color-scheme: dark)')));
};
