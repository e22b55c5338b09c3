import { token } from './Token';

/**
 * One source per resource for the page being opened (a pod): reads of the same key share one request
 * while it is in flight and its answer afterwards, so a resource that two parts of the page need (the
 * company's verification settings: the policies banner and End User Verification) or that was started
 * early (the pod route's prefetch) is asked for once. A failed request is forgotten at once, so the
 * next read asks again. A new scope (another pod) forgets everything the previous one kept.
 */
export class SharedRequests {
  private scope: string | null = null;
  private readonly entries = new Map<string, Promise<unknown>>();

  /** Starts the scope `key` (e.g. the pod's URL); a different key than the current one drops what was kept. */
  enter(key: string): void {
    if (key === this.scope) return;
    this.scope = key;
    this.entries.clear();
  }

  /** Forgets everything (the session ended: another technician must not see this one's answers). */
  clear(): void {
    this.scope = null;
    this.entries.clear();
  }

  /** The answer for `key`: the kept or in-flight one, or a new request made by `load`, kept for the scope. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  /**
   * The answer for `key` once: a kept or in-flight answer (a prefetch) is handed over and forgotten,
   * so a later take (a refresh, Try again) asks the server again; without one, `load` runs unkept.
   */
  take<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key) as Promise<T> | undefined;
    if (!kept) return load();
    this.entries.delete(key);
    return kept;
  }
}

export const SharedRequestsToken = token<SharedRequests>('core.shared.SharedRequests');
