import { BrowserSessionStore } from './BrowserSessionStore';
import { MemoryStorage } from './MemoryStorage';
import { openBrowserStorage, type StorageHost } from './openBrowserStorage';

/** A page whose storage getters throw the way Chromium's do in a cross-site frame with storage blocked. */
function blockedHost(requestStorageAccess?: StorageHost['document']): StorageHost {
  const denied = () => {
    throw new DOMException(
      "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
      'SecurityError',
    );
  };
  return {
    get localStorage(): Storage {
      return denied();
    },
    get sessionStorage(): Storage {
      return denied();
    },
    document: requestStorageAccess,
  };
}

describe('openBrowserStorage', () => {
  it("uses the page's own storages when they work", () => {
    const storages = openBrowserStorage({ localStorage, sessionStorage });
    storages.local.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(storages.access.persistent).toBe(true);
    localStorage.clear();
  });

  it('falls back to memory for this page when the browser denies storage, and the session still works', () => {
    const storages = openBrowserStorage(blockedHost());
    expect(storages.access.persistent).toBe(false);
    expect(storages.access.canRequestAccess).toBe(false);
    const sessions = new BrowserSessionStore(storages.local);
    sessions.save({ accessToken: 'a', refreshToken: 'r', userId: 'u-1' });
    expect(sessions.read()).toEqual({ accessToken: 'a', refreshToken: 'r', userId: 'u-1' });
  });

  it('a granted Storage Access request moves what was kept in memory to the granted storage', async () => {
    const grantedLocal = new MemoryStorage();
    const grantedSession = new MemoryStorage();
    const asked: unknown[] = [];
    const storages = openBrowserStorage(
      blockedHost({
        requestStorageAccess: async (types) => {
          asked.push(types);
          return { localStorage: grantedLocal, sessionStorage: grantedSession };
        },
      }),
    );
    storages.local.setItem('token', 'a');
    expect(storages.access.canRequestAccess).toBe(true);
    await expect(storages.access.requestAccess()).resolves.toBe(true);
    expect(asked).toEqual([{ localStorage: true, sessionStorage: true }]);
    expect(grantedLocal.getItem('token')).toBe('a');
    expect(storages.access.persistent).toBe(true);
    storages.session.setItem('psaId', 'p');
    expect(grantedSession.getItem('psaId')).toBe('p');
  });

  it('a refused request keeps memory and says false', async () => {
    const storages = openBrowserStorage(
      blockedHost({ requestStorageAccess: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }),
    );
    storages.local.setItem('token', 'a');
    await expect(storages.access.requestAccess()).resolves.toBe(false);
    expect(storages.access.persistent).toBe(false);
    expect(storages.local.getItem('token')).toBe('a');
  });
});
