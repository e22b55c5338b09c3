import { token } from '../shared/Token';

export type ThemeMode = 'light' | 'dark';

/** Where the technician's theme choice is kept (spec section 4: local storage key `theme`). */
export interface ThemePreferenceStore {
  /** The saved choice, or null when none (the system preference applies). */
  read(): ThemeMode | null;
  save(mode: ThemeMode): void;
}

export const ThemePreferenceStoreToken = token<ThemePreferenceStore>('core.preferences.ThemePreferenceStore');
