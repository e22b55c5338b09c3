import { action, makeObservable, observable, observableRef } from 'mobx';
import { AppError, describeError } from '@core/shared/AppError';

export type RequestState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * A value loaded from the server where only the latest request counts: starting a new load aborts
 * the previous one and its answer, if it still arrives, is ignored. Keeps the last value while a new
 * one loads, so lists do not blink.
 */
export class LatestRequest<T> {
  state: RequestState = 'idle';
  value: T | null = null;
  error: string | null = null;
  /** What the failed load threw, for a page that tells more than `error`'s one line (the server's whole answer). */
  failure: unknown = null;
  private generation = 0;
  private controller: AbortController | null = null;

  constructor() {
    makeObservable<LatestRequest<T>, 'apply'>(this, { state: observable, value: observableRef, error: observable, failure: observableRef, apply: action });
  }

  /** Loads with `fetch`; resolves true when this load's answer was applied (not superseded, not failed). */
  async load(fetch: (signal: AbortSignal) => Promise<T>): Promise<boolean> {
    const generation = ++this.generation;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.apply(generation, { state: 'loading', error: null, failure: null });
    try {
      const value = await fetch(controller.signal);
      return this.apply(generation, { state: 'ready', value, error: null });
    } catch (error) {
      if (error instanceof AppError && error.kind === 'cancelled') return false;
      this.apply(generation, { state: 'failed', error: describeError(error), failure: error });
      return false;
    }
  }

  /** Aborts the pending load, if any (a page closing). */
  cancel(): void {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
  }

  private apply(generation: number, patch: Partial<Pick<LatestRequest<T>, 'state' | 'value' | 'error' | 'failure'>>): boolean {
    if (generation !== this.generation) return false;
    Object.assign(this, patch);
    return true;
  }
}
