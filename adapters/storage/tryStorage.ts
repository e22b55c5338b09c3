/**
 * Runs `apply` on the browser storage `storage()` gives; undefined when there is none or the browser
 * refuses it (a PSA frame with third-party storage blocked throws on access) or it is full.
 */
export function tryStorage<T>(storage: () => Storage | null, apply: (storage: Storage) => T): T | undefined {
  try {
    const found = storage();
    return found ? apply(found) : undefined;
  } catch {
    return undefined;
  }
}
