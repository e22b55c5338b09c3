import { BrowserThemePreferenceStore } from '@adapters/storage/BrowserThemePreferenceStore';
import { ThemePreferenceStoreToken } from '@core/preferences/ThemePreference';
import { ThemeStore, ThemeStoreToken } from '@ui/theme/ThemeStore';
import type { Binder } from './Binder';

/** The theme: the sign-in page already follows it (logo, dark class). */
export const themeBindings: Binder = (bind, _config, host) => {
  bind.constant(ThemePreferenceStoreToken, new BrowserThemePreferenceStore(host.localStorage));
  bind.provide(
    ThemeStoreToken,
    (get) => new ThemeStore(get(ThemePreferenceStoreToken), host.matchMedia('(prefers-color-scheme: dark)')),
  );
};
