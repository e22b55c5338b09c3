import type { Session, SessionStore } from '@core/session/Session';

/** Local-storage keys of the session (spec section 3: token, refreshToken, userId). */
export const SESSION_KEYS = { accessToken: 'token', refreshToken: 'refreshToken', userId: 'userId' } as const;

/** Keeps the session in local storage so it survives reloads and new tabs. */
export class BrowserSessionStore implements SessionStore {
  constructor(private readonly storage: Storage) {}

  read(): Session | null {
    const accessToken = this.storage.getItem(SESSION_KEYS.accessToken);
    const refreshToken = this.storage.getItem(SESSION_KEYS.refreshToken);
    const userId = this.storage.getItem(SESSION_KEYS.userId);
    if (!accessToken || !userId) return null;
    return { accessToken, refreshToken: refreshToken ?? '', userId };
  }

  save(session: Session): void {
    this.storage.setItem(SESSION_KEYS.accessToken, session.accessToken);
    this.storage.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
    this.storage.setItem(SESSION_KEYS.userId, session.userId);
  }

  clear(): void {
    for (const key of Object.values(SESSION_KEYS)) this.storage.removeItem(key);
  }
}
