import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { describeError, token, type Clock } from '@features/api/core';
import { LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { exportCsv } from '../core/csvExport';
import { csvFileName } from '../core/reportCsv';
import { defaultFilter, filterProblem, type ReportFilter } from '../core/reportFilter';
import type { ReportTotals, VerificationAttempt } from '../core/VerificationAttempt';
import type { ReportOptions, VerificationReportApi } from '../core/VerificationReportApi';
import { EXPORT_PAGE_SIZE } from '../core/csvExport';
import { ReportRows } from './ReportRows';

/** The most rows a print holds; a larger filter prints its newest and says so. */
export const PRINT_LIMIT = 2000;

/** Where a file goes and how the page waits between slices (the browser's, or a test's). */
export interface ReportDownloads {
  save(parts: readonly string[], fileName: string): void;
  pause(): Promise<void>;
}

export interface ExportState {
  state: 'idle' | 'running' | 'failed';
  written: number;
  total: number;
  error: string | null;
}

/**
 * The verification report's page store: the filter being edited (`draft`) and the one shown (`applied`), the
 * tenant's lists, the totals and the rows of the applied filter, the CSV export and the rows a print holds.
 * A filter with a problem is not asked for: its message shows and the last results stay.
 */
export class VerificationReportStore {
  draft: ReportFilter;
  applied: ReportFilter;
  problem: string | null = null;
  readonly options = new LatestRequest<ReportOptions>();
  readonly totals = new LatestRequest<ReportTotals>();
  readonly rows: ReportRows;
  exporting: ExportState = { state: 'idle', written: 0, total: 0, error: null };
  printRows: VerificationAttempt[] | null = null;
  private exportController: AbortController | null = null;

  constructor(
    private readonly api: VerificationReportApi,
    clock: Clock,
    private readonly downloads: ReportDownloads,
  ) {
    this.draft = defaultFilter(clock.now());
    this.applied = this.draft;
    this.rows = new ReportRows(api);
    makeObservable(this, {
      draft: observableRef,
      applied: observableRef,
      problem: observable,
      exporting: observableRef,
      printRows: observableRef,
      start: action,
      edit: action,
      apply: action,
    });
  }

  start(): void {
    void this.options.load((signal) => this.api.options(signal));
    this.load();
  }

  dispose(): void {
    this.options.cancel();
    this.totals.cancel();
    this.rows.dispose();
    this.exportController?.abort();
  }

  edit(change: Partial<ReportFilter>): void {
    this.draft = { ...this.draft, ...change };
  }

  /** Shows the draft's results, or says what is wrong with it (nothing is asked for then). */
  apply(): boolean {
    this.problem = filterProblem(this.draft);
    if (this.problem) return false;
    this.applied = { ...this.draft }; // a new one each time: the page moves the focus to its results after each Show
    this.load();
    return true;
  }

  /** The applied filter's whole CSV, in slices, saved as one file. A second press while one runs does nothing. */
  async exportCsv(): Promise<void> {
    if (this.exporting.state === 'running') return;
    const filter = this.applied;
    const controller = new AbortController();
    this.exportController = controller;
    this.setExport({ state: 'running', written: 0, total: this.rows.total ?? 0, error: null });
    try {
      const parts = await exportCsv(this.api, filter, {
        pause: this.downloads.pause,
        signal: controller.signal,
        progress: (written, total) => this.setExport({ state: 'running', written, total, error: null }),
      });
      if (controller.signal.aborted) return;
      this.downloads.save(parts, csvFileName(filter.from, filter.to));
      this.setExport({ ...this.exporting, state: 'idle' });
    } catch (error) {
      if (!controller.signal.aborted)
        this.setExport({ ...this.exporting, state: 'failed', error: describeError(error) });
    }
  }

  /** Loads the rows a print holds (up to PRINT_LIMIT, newest first); false when that failed (the error shows). */
  async loadForPrint(): Promise<boolean> {
    const filter = this.applied;
    const rows: VerificationAttempt[] = [];
    try {
      while (rows.length < PRINT_LIMIT) {
        const page = await this.api.attempts(filter, rows.length, rows.length + EXPORT_PAGE_SIZE);
        rows.push(...page.rows);
        if (page.rows.length === 0 || rows.length >= page.totalCount) break;
      }
    } catch (error) {
      runInAction(() => (this.rows.error = describeError(error)));
      return false;
    }
    runInAction(() => (this.printRows = rows.slice(0, PRINT_LIMIT)));
    return true;
  }

  private load(): void {
    const filter = this.applied;
    this.printRows = null;
    void this.totals.load((signal) => this.api.totals(filter, signal));
    void this.rows.reset(filter);
  }

  private setExport(state: ExportState): void {
    runInAction(() => (this.exporting = state));
  }
}

/** Made by the page with usePageStore (bindings.ts binds the factory). */
export const VerificationReportStoreFactoryToken = token<PageStoreFactory<void, VerificationReportStore>>(
  'features.verificationReport.VerificationReportStoreFactory',
);
