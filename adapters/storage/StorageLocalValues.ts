import type { LocalValues } from '@core/storage/LocalValues';
import { tryStorage } from './tryStorage';

/** Values in the browser's local storage under their own keys; in memory for the page where storage is refused. */
export class StorageLocalValues implements LocalValues {
  private readonly memory = new Map<string, string>();

  constructor(private readonly storage: () => Storage | null) {}

  read(key: string): string | null {
    const stored = tryStorage(this.storage, (s) => s.getItem(key));
    return stored === undefined ? (this.memory.get(key) ?? null) : stored;
  }

  write(key: string, value: string | null): void {
    if (value === null) this.memory.delete(key);
    else this.memory.set(key, value);
    tryStorage(this.storage, (s) => (value === null ? s.removeItem(key) : s.setItem(key, value)));
  }
}
