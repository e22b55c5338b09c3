import { token } from '../shared/Token';

/** The signed-in technician's credentials, as the backend issued them. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/** Where the session lives between page loads (local storage in the browser). */
export interface SessionStore {
  read(): Session | null;
  save(session: Session): void;
  /** Removes the three stored items. */
  clear(): void;
}

export const SessionStoreToken = token<SessionStore>('core.session.SessionStore');
