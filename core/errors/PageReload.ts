import { token } from '../shared/Token';

/**
 * Whole-page moves for the error screen: after a crash the app's own state may be what broke, so its
 * ways out load a fresh page instead of navigating inside the broken one.
 */
export interface PageReload {
  /** Loads the current page again. */
  reload(): void;
  /** Loads an in-app path (callers check it is one) as a fresh page. */
  open(path: string): void;
  /**
   * A chunk failed to load (a deploy replaced it): reloads once. Answers false, without reloading,
   * when this tab already reloaded for that moments ago, so a chunk that is really missing shows the
   * error screen instead of reloading forever.
   */
  reloadOnceForChunkError(): boolean;
}

export const PageReloadToken = token<PageReload>('core.errors.PageReload');

/** How long after an automatic reload another failing chunk counts as the same failure. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
