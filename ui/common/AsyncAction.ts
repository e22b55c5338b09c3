import { action, makeObservable, observable } from 'mobx';
import { describeError } from '@core/shared/AppError';

/**
 * One intended action, one request. `run` starts the action unless it is already running, so a
 * double click, a second Enter or a click on a button that has not re-rendered yet sends nothing
 * more. The pending flag is set synchronously, before the first await. Bind buttons with
 * `loading={action.pending}`; read `error` for an inline message (the HTTP layer has already toasted
 * server errors, so do not toast it again).
 */
export class AsyncAction<A extends unknown[], R> {
  pending = false;
  error: string | null = null;
  /** How many runs have ended, done or failed: a step of the work for `useFocusFollowsWork`. */
  ended = 0;

  constructor(private readonly perform: (...args: A) => Promise<R>) {
    makeObservable(this, {
      pending: observable,
      error: observable,
      ended: observable,
      settle: action,
      begin: action,
      end: action,
    });
  }

  /** How many runs have begun (the one running included): a step of the work as soon as it starts. */
  get begun(): number {
    return this.ended + (this.pending ? 1 : 0);
  }

  /** Resolves with the result, or undefined when it failed or was ignored (already pending). Never throws. */
  async run(...args: A): Promise<R | undefined> {
    if (this.pending) return undefined;
    this.begin();
    try {
      const result = await this.perform(...args);
      this.end(null);
      return result;
    } catch (error) {
      this.end(describeError(error));
      return undefined;
    }
  }

  /** Forgets the last error (e.g. when the technician edits the form again). */
  clearError(): void {
    this.settle(null, this.pending);
  }

  begin(): void {
    this.pending = true;
    this.error = null;
  }

  /** A run ended: settled, and counted. */
  end(error: string | null): void {
    this.settle(error);
    this.ended += 1;
  }

  settle(error: string | null, pending = false): void {
    this.pending = pending;
    this.error = error;
  }
}
