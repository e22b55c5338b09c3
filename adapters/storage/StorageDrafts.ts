import type { Drafts } from '@core/drafts/Drafts';
import { tryStorage } from './tryStorage';

const KEY_PREFIX = 'draft.';

/**
 * Drafts in the browser's local storage, one key each (`draft.<key>`), so they survive a reload.
 * Where the browser refuses storage (a PSA frame with third-party storage blocked) they live in
 * memory for this page: nothing throws, nothing typed is lost while the page is open.
 */
export class StorageDrafts implements Drafts {
  private readonly memory = new Map<string, string>();

  constructor(private readonly storage: () => Storage | null) {}

  read(key: string): string | null {
    const stored = tryStorage(this.storage, (s) => s.getItem(KEY_PREFIX + key));
    if (stored === undefined) return this.memory.get(key) ?? null;
    return stored;
  }

  countStartingWith(prefix: string): number {
    const stored = tryStorage(this.storage, (s) => {
      const keys: string[] = [];
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i);
        if (key?.startsWith(KEY_PREFIX + prefix) && s.getItem(key)) keys.push(key.slice(KEY_PREFIX.length));
      }
      return keys;
    });
    const keys = new Set([...(stored ?? []), ...[...this.memory.keys()].filter((key) => key.startsWith(prefix))]);
    return keys.size;
  }

  write(key: string, text: string): void {
    if (text) this.memory.set(key, text);
    else this.memory.delete(key);
    tryStorage(this.storage, (s) => (text ? s.setItem(KEY_PREFIX + key, text) : s.removeItem(KEY_PREFIX + key)));
  }
}
