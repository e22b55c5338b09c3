import { CHUNK_RELOAD_WINDOW_MS, type PageReload } from '@core/errors/PageReload';

/** The session storage key holding when this tab last reloaded for a missing chunk. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/**
 * PageReload on the browser's location. The once-guard lives in session storage (it must survive the
 * reload it causes, and stay in this tab); a mark older than the window does not count, so a later
 * deploy seen by the same tab reloads again.
 */
export class BrowserPageReload implements PageReload {
  private reloading = false;

  constructor(
    private readonly storage: Storage,
    private readonly location: () => Pick<Location, 'reload' | 'assign'>,
    private readonly now: () => number = Date.now,
  ) {}

  reload(): void {
    this.location().reload();
  }

  open(path: string): void {
    this.location().assign(path);
  }

  reloadOnceForChunkError(): boolean {
    if (this.reloading) return true; // asked twice before the page went (React's strict mode)
    const last = Number(this.read() ?? NaN);
    if (Number.isFinite(last) && this.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    try {
      this.storage.setItem(CHUNK_RELOAD_KEY, String(this.now()));
    } catch {
      return false; // without the guard a reload could loop: show the screen instead
    }
    this.reloading = true;
    this.location().reload();
    return true;
  }

  private read(): string | null {
    try {
      return this.storage.getItem(CHUNK_RELOAD_KEY);
    } catch {
      return null;
    }
  }
}
