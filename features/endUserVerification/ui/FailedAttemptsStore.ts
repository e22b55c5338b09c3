import { action, makeObservable, observableRef } from 'mobx';
import type { ContactVerificationFailed } from '../core/ContactVerificationFailed';
import type { ContactAttempts } from '../core/failedAttempts';

/**
 * The contact's failed checks (every technician's) and the backend's lock, as the backend last said. A
 * failure heard live shows at once and the backend is asked again; only the latest answer counts, and a failed
 * read keeps what was known.
 */
export class FailedAttemptsStore {
  attempts: ContactAttempts = { failures: [], lockedUntil: null };
  private request = 0;

  constructor(private readonly read: () => Promise<ContactAttempts>) {
    makeObservable<FailedAttemptsStore, 'take'>(this, {
      attempts: observableRef,
      take: action,
      lockUntil: action,
      heard: action,
    });
  }

  async load(): Promise<void> {
    const request = ++this.request;
    try {
      const attempts = await this.read();
      if (request === this.request) this.take(attempts);
    } catch {
      // The HTTP layer said what went wrong; the next failure event or reconnect asks again.
    }
  }

  /** The backend refused a send: the contact is locked until `until` (shown at once; the failures are read again). */
  lockUntil(until: number): void {
    this.attempts = { ...this.attempts, lockedUntil: until };
    void this.load();
  }

  /** A failure heard live: shown at once; the backend's answer (with its lock) replaces it a moment later. */
  heard(event: ContactVerificationFailed): void {
    this.attempts = { ...this.attempts, failures: [event, ...this.attempts.failures] };
    void this.load();
  }

  private take(attempts: ContactAttempts): void {
    this.attempts = attempts;
  }
}
