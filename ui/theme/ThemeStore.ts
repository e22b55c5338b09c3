import { token } from '@core/shared/Token';
import { action, makeObservable, observable } from 'mobx';
import type { ThemeMode, ThemePreferenceStore } from '@core/preferences/ThemePreference';

export type { ThemeMode } from '@core/preferences/ThemePreference';

/**
 * Light or dark. A saved choice wins; with none, the system preference is followed, also when it
 * changes while the app is open. Embedded (simple) mode forces light.
 */
export class ThemeStore {
  mode: ThemeMode;
  private forcedLight = false;

  constructor(
    private readonly preference: ThemePreferenceStore,
    private readonly systemDark: Pick<MediaQueryList, 'matches' | 'addEventListener'>,
  ) {
    this.mode = this.saved() ?? (systemDark.matches ? 'dark' : 'light');
    makeObservable<ThemeStore, 'followSystem'>(this, {
      mode: observable,
      setMode: action,
      forceLight: action,
      followSystem: action,
    });
    systemDark.addEventListener('change', (event) => this.followSystem(event.matches));
  }

  get isDark(): boolean {
    return this.mode === 'dark';
  }

  setMode(mode: ThemeMode): void {
    this.mode = this.forcedLight ? 'light' : mode;
    this.preference.save(mode);
  }

  forceLight(): void {
    this.forcedLight = true;
    this.mode = 'light';
  }

  private followSystem(dark: boolean): void {
    if (this.saved() || this.forcedLight) return;
    this.mode = dark ? 'dark' : 'light';
  }

  private saved(): ThemeMode | null {
    return this.preference.read();
  }
}
export const ThemeStoreToken = token<ThemeStore>('ui.theme.ThemeStore');
