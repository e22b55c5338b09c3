import type { Session, SessionStore } from '../session/Session';

/** A SessionStore for tests: remembers one session in memory. */
export class InMemorySessionStore implements SessionStore {
  constructor(private session: Session | null = null) {}
  read(): Session | null {
    return this.session;
  }
  save(session: Session): void {
    this.session = { ...session };
  }
  clear(): void {
    this.session = null;
  }
}
