import type { StorageAccess } from '@core/storage/StorageAccess';
import { MemoryStorage } from './MemoryStorage';

/** A Storage whose backing store can move from memory to the browser's once access is granted. */
class SwitchableStorage implements Storage {
  constructor(private backing: Storage) {}

  get length(): number {
    return this.backing.length;
  }
  key(index: number): string | null {
    return this.backing.key(index);
  }
  getItem(key: string): string | null {
    return this.backing.getItem(key);
  }
  setItem(key: string, value: string): void {
    this.backing.setItem(key, value);
  }
  removeItem(key: string): void {
    this.backing.removeItem(key);
  }
  clear(): void {
    this.backing.clear();
  }

  /** Copies what this page kept in memory into `real`, then uses it. */
  moveTo(real: Storage): void {
    for (let i = 0; i < this.backing.length; i += 1) {
      const key = this.backing.key(i);
      if (key !== null) real.setItem(key, this.backing.getItem(key) ?? '');
    }
    this.backing = real;
  }
}

/** The Storage Access API handle (Chrome 125+ "beyond cookies"), where the browser has it. */
interface StorageAccessHandle {
  localStorage?: Storage;
  sessionStorage?: Storage;
}

/** What this adapter needs of the page: its two storages (getters that may throw) and its document. */
export interface StorageHost {
  readonly localStorage: Storage;
  readonly sessionStorage: Storage;
  // DOM typings know only the cookie form (Promise<void>); the handle form returns storages too.
  readonly document?: {
    requestStorageAccess?: (types?: {
      localStorage?: boolean;
      sessionStorage?: boolean;
    }) => Promise<StorageAccessHandle | undefined | void>;
  };
}

export interface BrowserStorages {
  local: Storage;
  session: Storage;
  access: StorageAccess;
}

/**
 * The page's local and session storage, or, when the browser denies them (a cross-site PSA iframe
 * with third-party storage blocked throws "Access is denied for this document."), storages in
 * memory for this page, with a StorageAccess that says so and can ask for access.
 */
export function openBrowserStorage(host: StorageHost): BrowserStorages {
  const local = usable(() => host.localStorage);
  const session = usable(() => host.sessionStorage);
  const localStore = new SwitchableStorage(local ?? new MemoryStorage());
  const sessionStore = new SwitchableStorage(session ?? new MemoryStorage());
  const requestStorageAccess = host.document?.requestStorageAccess?.bind(host.document);
  const access = {
    persistent: local !== null && session !== null,
    canRequestAccess: typeof requestStorageAccess === 'function',
    async requestAccess(): Promise<boolean> {
      if (access.persistent) return true;
      if (!requestStorageAccess) return false;
      try {
        const handle = await requestStorageAccess({ localStorage: true, sessionStorage: true });
        const granted = handle || undefined;
        const grantedLocal = usable(() => granted?.localStorage ?? host.localStorage);
        const grantedSession = usable(() => granted?.sessionStorage ?? host.sessionStorage);
        if (!grantedLocal || !grantedSession) return false;
        localStore.moveTo(grantedLocal);
        sessionStore.moveTo(grantedSession);
        access.persistent = true;
        return true;
      } catch {
        return false; // refused, or not called from a click
      }
    },
  } satisfies StorageAccess;
  return { local: localStore, session: sessionStore, access };
}

/** The storage when reading and writing it works; null when the browser throws on either. */
function usable(get: () => Storage | undefined): Storage | null {
  try {
    const storage = get();
    if (!storage) return null;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
