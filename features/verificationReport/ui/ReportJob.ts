import { action, makeObservable, observable } from 'mobx';
import { describeError } from '@features/api/core';

export type JobState = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

/** What a job does: with its signal, saying how far it is; it may end with a note for the screen. */
export type JobWork = (signal: AbortSignal, progress: (done: number, total: number) => void) => Promise<string | void>;

/**
 * Long work of the report (the CSV of a whole filter, a print of it) that says how far it is and can be
 * cancelled: one at a time per job; a failure keeps its words, a cancel and a failure leave nothing half made
 * (the work hands its result over only at its end).
 */
export class ReportJob {
  state: JobState = 'idle';
  done = 0;
  total = 0;
  error: string | null = null;
  /** What the finished job has to say (nothing matched, so no file). */
  note: string | null = null;
  private controller: AbortController | null = null;

  constructor() {
    makeObservable<ReportJob, 'set'>(this, {
      state: observable,
      done: observable,
      total: observable,
      error: observable,
      note: observable,
      set: action,
      cancel: action,
      reset: action,
    });
  }

  get running(): boolean {
    return this.state === 'running';
  }

  /** Runs `work` unless this job already runs; resolves when it has ended, however it ended. */
  async run(work: JobWork): Promise<void> {
    if (this.running) return;
    const controller = new AbortController();
    this.controller = controller;
    this.set({ state: 'running', done: 0, total: 0, error: null, note: null });
    try {
      const note = await work(controller.signal, (done, total) => {
        if (!controller.signal.aborted) this.set({ done, total });
      });
      if (!controller.signal.aborted) this.set({ state: 'done', note: note ?? null });
    } catch (error) {
      if (!controller.signal.aborted) this.set({ state: 'failed', error: describeError(error) });
    }
  }

  /** Stops the running work: what it made so far is dropped. */
  cancel(): void {
    if (!this.running) return;
    this.controller?.abort();
    this.state = 'cancelled';
  }

  /** Back to idle (a new filter): a running job is cancelled, a message goes. */
  reset(): void {
    this.controller?.abort();
    Object.assign(this, { state: 'idle', done: 0, total: 0, error: null, note: null });
  }

  private set(patch: Partial<Pick<ReportJob, 'state' | 'done' | 'total' | 'error' | 'note'>>): void {
    Object.assign(this, patch);
  }
}
