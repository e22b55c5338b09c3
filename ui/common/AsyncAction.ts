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

  constructor(private readonly perform: (...args: A) => Promise<R>) {
    makeObservable(this, { pending: observable, error: observable, settle: action, begin: action });
  }

  /** Resolves with the result, or undefined when it failed or was ignored (already pending). Never throws. */
  async run(...args: A): Promise<R | undefined> {
    if (this.pending) return undefined;
    this.begin();
    try {
      const result = await this.perform(...args);
      this.settle(null);
      return result;
    } catch (error) {
      this.settle(describeError(error));
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

  settle(error: string | null, pending = false): void {
    this.pending = pending;
    this.error = error;
  }
}
