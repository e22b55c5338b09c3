/** @jest-environment node */
import { BrowserThemePreferenceStore } from '@adapters/storage/BrowserThemePreferenceStore';
import { ThemeStore } from './ThemeStore';

function fakeMedia(matches: boolean) {
  const listeners: Array<(e: { matches: boolean }) => void> = [];
  return {
    matches,
    addEventListener: (_type: string, listener: (e: { matches: boolean }) => void) => listeners.push(listener),
    change: (dark: boolean) => listeners.forEach((l) => l({ matches: dark })),
  };
}

/** The real local-storage adapter over a map, so the key `theme` is checked too. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
  return Object.assign(new BrowserThemePreferenceStore(storage), { data });
}

describe('ThemeStore', () => {
  it('follows the system preference and its changes while nothing is saved', () => {
    const media = fakeMedia(true);
    const store = new ThemeStore(memoryStorage(), media as never);
    expect(store.mode).toBe('dark');
    media.change(false);
    expect(store.mode).toBe('light');
  });

  it("a saved choice wins over the system and is stored under 'theme'", () => {
    const storage = memoryStorage({ theme: 'light' });
    const media = fakeMedia(true);
    const store = new ThemeStore(storage, media as never);
    expect(store.mode).toBe('light');
    store.setMode('dark');
    expect(storage.data.get('theme')).toBe('dark');
    media.change(false);
    expect(store.mode).toBe('dark');
  });

  it('forced light (embedded mode) ignores the saved choice and the system', () => {
    const store = new ThemeStore(memoryStorage({ theme: 'dark' }), fakeMedia(true) as never);
    store.forceLight();
    store.setMode('dark');
    expect(store.isDark).toBe(false);
  });
});
