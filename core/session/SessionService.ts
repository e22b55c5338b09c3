import type { PodContextStore } from './PodContext';
import type { Session, SessionStore } from './Session';

export type SignOutReason = 'signedOut' | 'expired';

/** Owns the session's lifetime: whether someone is signed in, and ending it for every listener. */
export class SessionService {
  private readonly listeners = new Set<(reason: SignOutReason) => void>();
  private lastEnd: SignOutReason | null = null;

  constructor(
    private readonly sessions: SessionStore,
    private readonly podContext: PodContextStore,
  ) {}

  current(): Session | null {
    return this.sessions.read();
  }

  /** The technician chose to leave: forget the session and what they were looking at. */
  signOut(): void {
    this.sessions.clear();
    this.podContext.clear();
    this.emit('signedOut');
  }

  /** The server refused the token (401): forget it, but keep the pod context to come back to. */
  expire(): void {
    this.sessions.clear();
    this.emit('expired');
  }

  /** Why the last session of this page ended (the sign-in screen explains an expiry); null if none did. */
  endedBecause(): SignOutReason | null {
    return this.lastEnd;
  }

  /** Listeners empty their user state; returns the unsubscribe function. */
  onDidEnd(listener: (reason: SignOutReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(reason: SignOutReason): void {
    this.lastEnd = reason;
    for (const listener of [...this.listeners]) listener(reason);
  }
}
