import type { ThemeMode, ThemePreferenceStore } from '@core/preferences/ThemePreference';

/** Local-storage key of the chosen theme (spec section 4). */
export const THEME_STORAGE_KEY = 'theme';

/** Keeps the theme choice in local storage (every tab shares it). */
export class BrowserThemePreferenceStore implements ThemePreferenceStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  read(): ThemeMode | null {
    const value = this.storage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  }

  save(mode: ThemeMode): void {
    this.storage.setItem(THEME_STORAGE_KEY, mode);
  }
}
