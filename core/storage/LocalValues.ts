import { token } from '../shared/Token';

/**
 * Small values a feature keeps in this browser by key (unsent chat messages, a call in progress): they
 * survive a reload and are shared by the browser's tabs. A storage port: where the browser refuses
 * storage, the adapter keeps them in memory for the page, and nothing throws.
 */
export interface LocalValues {
  read(key: string): string | null;
  /** Saves the value under the key; null forgets it. */
  write(key: string, value: string | null): void;
}

export const LocalValuesToken = token<LocalValues>('core.storage.LocalValues');
