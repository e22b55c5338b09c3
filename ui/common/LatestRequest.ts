import { action, makeObservable, observable, observableRef } from 'mobx';
import { AppError, describeError } from '@core/shared/AppError';

export type RequestState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The one loading state of the app's stores: a value loaded from the server where only the latest
 * request counts. Starting a new load aborts the previous one and its answer, if it still arrives, is
 * ignored. Keeps the last value while a new one loads, so lists do not blink. A failure keeps its words
 * (`error`, for the screen) and its cause (`cause`, for a store that says more, e.g. which PSA failed).
 */
export class LatestRequest<T> {
  state: RequestState = 'idle';
  value: T | null = null;
  error: string | null = null;
  cause: unknown = null;
  private generation = 0;
  private controller: AbortController | null = null;

  constructor() {
    makeObservable<LatestRequest<T>, 'apply'>(this, {
      state: observable,
      value: observableRef,
      error: observable,
      cause: observableRef,
      apply: action,
      set: action,
      fail: action,
      clear: action,
    });
  }

  /** Loads with `fetch`; resolves true when this load's answer was applied (not superseded, not failed). */
  async load(fetch: (signal: AbortSignal) => Promise<T>): Promise<boolean> {
    const generation = ++this.generation;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.apply(generation, { state: 'loading', error: null, cause: null });
    try {
      const value = await fetch(controller.signal);
      return this.apply(generation, { state: 'ready', value, error: null });
    } catch (error) {
      if (error instanceof AppError && error.kind === 'cancelled') return false;
      this.apply(generation, { state: 'failed', error: describeError(error), cause: error });
      return false;
    }
  }

  /** Replaces the value without asking the server (a live change, a record updated by the page); it is ready. */
  set(value: T): void {
    this.generation++;
    this.controller?.abort();
    Object.assign(this, { state: 'ready', value, error: null, cause: null });
  }

  /** Fails without asking the server (nothing to ask for, e.g. no id in the address). */
  fail(cause: unknown): void {
    this.generation++;
    this.controller?.abort();
    Object.assign(this, { state: 'failed', error: describeError(cause), cause });
  }

  /** Forgets the value and aborts the pending load: back to idle (the session that owned it ended). */
  clear(): void {
    this.cancel();
    Object.assign(this, { state: 'idle', value: null, error: null, cause: null });
  }

  /** Aborts the pending load, if any (a page closing). */
  cancel(): void {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
  }

  private apply(
    generation: number,
    patch: Partial<Pick<LatestRequest<T>, 'state' | 'value' | 'error' | 'cause'>>,
  ): boolean {
    if (generation !== this.generation) return false;
    Object.assign(this, patch);
    return true;
  }
}
