import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { token, type Clock } from '@features/api/core';
import { LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { companyNames, type CompanyNames } from '../core/companyNames';
import { exportCsv } from '../core/csvExport';
import { csvFileName } from '../core/reportCsv';
import { defaultFilter, filterProblem, sameFilter, type ReportFilter } from '../core/reportFilter';
import type { ReportTotals, VerificationAttempt } from '../core/VerificationAttempt';
import type { ReportOptions, VerificationReportApi } from '../core/VerificationReportApi';
import { readWholeFilter } from '../core/wholeFilter';
import { ReportJob } from './ReportJob';
import { ReportRows } from './ReportRows';

/**
 * The most rows a print holds (docs/decisions/282-the-print-holds-the-whole-filter.md): Chromium lays out and
 * prints 10,000 rows; a larger filter is refused with the CSV offered instead.
 */
export const PRINT_CEILING = 20_000;
/** How long a typed value (a date, the contact's name) waits before it applies: the typing has stopped. */
export const TYPING_PAUSE_MS = 500;

/** Where a file goes and how the page waits between slices (the browser's, or a test's). */
export interface ReportDownloads {
  save(parts: readonly string[], fileName: string): void;
  pause(): Promise<void>;
}

/** Totals with the filter they count: figures of another filter are never taken for the chosen one's. */
export interface FilteredTotals {
  filter: ReportFilter;
  totals: ReportTotals;
}

/** What a print shows: the filter, its totals and rows, when it was made; `partial` when the browser's menu printed. */
export interface PrintedReport {
  filter: ReportFilter;
  totals: ReportTotals | null;
  rows: readonly VerificationAttempt[];
  total: number;
  producedAt: number;
  partial: boolean;
}

/** How a chosen filter reaches the address (a new entry, or the same entry while a value is typed). */
export type FilterWriter = (filter: ReportFilter, typed: boolean) => void;

/**
 * The verification report's page store. The controls edit `draft`; a filter applies as it is chosen (a typed
 * value after a pause) by going to the address, and the address's filter is `shown`: its totals and rows are
 * asked for (docs/decisions/280-the-report-filter-applies-as-it-is-chosen.md). Whenever the figures on screen are
 * not the controls' filter's, `marked` says so. Long work (the CSV, a print) runs as jobs with progress and cancel.
 */
export class VerificationReportStore {
  draft: ReportFilter;
  shown: ReportFilter;
  problem: string | null = null;
  /** A typed value waits for its pause. */
  pending = false;
  /** What the address had wrong, put right (shown until the next choice). */
  corrections: readonly string[] = [];
  readonly options = new LatestRequest<ReportOptions>();
  readonly totals = new LatestRequest<FilteredTotals>();
  readonly rows: ReportRows;
  readonly csv = new ReportJob();
  readonly print = new ReportJob();
  printed: PrintedReport | null = null;
  /** Print was asked for: the page prints once the document is on it. */
  printAsked = false;
  /** The filter holds more rows than a print does: how many. */
  printTooMany: number | null = null;
  private writer: FilterWriter | null = null;
  private stopPause: (() => void) | null = null;
  private started = false;
  /** The address has named the filter: until then nothing is asked for. */
  private addressed = false;

  constructor(
    private readonly api: VerificationReportApi,
    private readonly clock: Clock,
    private readonly downloads: ReportDownloads,
  ) {
    this.draft = defaultFilter(clock.now());
    this.shown = this.draft;
    this.rows = new ReportRows(api);
    makeObservable<VerificationReportStore, 'choose' | 'load' | 'setPrinted'>(this, {
      draft: observableRef,
      shown: observableRef,
      problem: observable,
      pending: observable,
      corrections: observableRef,
      printed: observableRef,
      printAsked: observable,
      printTooMany: observable,
      companies: computed,
      marked: computed,
      edit: action,
      show: action,
      noteCorrections: action,
      printStarted: action,
      printFromMenu: action,
      afterPrint: action,
      choose: action,
      load: action,
      setPrinted: action,
    });
  }

  /** The companies as the report names them (with their PSA where names collide), once the lists have loaded. */
  get companies(): CompanyNames | null {
    return this.options.value ? companyNames(this.options.value.companies) : null;
  }

  /** The figures on screen are not (yet) the controls' filter's: a typed value waits, a load runs, or it has a problem. */
  get marked(): boolean {
    const value = this.totals.value;
    return (
      this.problem !== null ||
      this.pending ||
      this.totals.state === 'loading' ||
      (value !== null && !sameFilter(value.filter, this.draft))
    );
  }

  /** The page's way to the address: a chosen filter is written there, and comes back through `show`. */
  connect(writer: FilterWriter | null): void {
    this.writer = writer;
  }

  /** Loads the lists, and the shown filter once the address has named it (a remount asks again). */
  start(): void {
    void this.options.load((signal) => this.api.options(signal));
    this.started = true;
    if (this.addressed) this.load();
  }

  dispose(): void {
    this.started = false;
    this.stopPause?.();
    this.options.cancel();
    this.totals.cancel();
    this.rows.dispose();
    this.csv.reset();
    this.print.reset();
  }

  /**
   * A control changed: a list applies at once, a typed value after TYPING_PAUSE_MS; a filter with a problem is
   * not asked for (its message shows, and the figures stay marked as the previous filter's).
   */
  edit(change: Partial<ReportFilter>, { typed = false } = {}): void {
    this.stopPause?.();
    this.stopPause = null;
    this.draft = { ...this.draft, ...change };
    this.corrections = [];
    this.problem = filterProblem(this.draft);
    this.pending = !this.problem && typed;
    if (this.problem) return;
    if (!typed) return this.choose(this.draft, false);
    const stop = this.clock.every(TYPING_PAUSE_MS, () => {
      stop();
      this.stopPause = null;
      this.choose(this.draft, true);
    });
    this.stopPause = stop;
  }

  /** The address's filter (on opening, a reload, Back, a chosen one coming back): the controls follow it. */
  show(filter: ReportFilter): void {
    this.stopPause?.();
    this.stopPause = null;
    this.pending = false;
    this.problem = null;
    this.draft = filter;
    const changed = !this.addressed || !sameFilter(filter, this.shown);
    this.addressed = true;
    this.shown = filter;
    if (changed && this.started) this.load();
  }

  /** What the address had wrong: said until the next choice. */
  noteCorrections(corrections: readonly string[]): void {
    this.corrections = corrections;
  }

  /** The shown filter's whole CSV, in slices, saved as one file; nothing matched, or a failure: no file. */
  exportCsv(): Promise<void> {
    const filter = this.shown;
    const context = { companies: this.companies };
    return this.csv.run(async (signal, progress) => {
      const { pause } = this.downloads;
      const parts = await exportCsv(this.api, filter, { pause, signal, progress, context });
      if (!parts) return 'No attempts match this filter: no CSV was written.';
      signal.throwIfAborted();
      this.downloads.save(parts, csvFileName(filter.from, filter.to));
    });
  }

  /** Reads the shown filter whole with its totals, for the page to print once it is laid out. */
  startPrint(): Promise<void> {
    const filter = this.shown;
    this.setPrinted(null, false);
    return this.print.run(async (signal, progress) => {
      const [totals, whole] = await Promise.all([
        this.api.totals(filter, signal),
        readWholeFilter(this.api, filter, { signal, ceiling: PRINT_CEILING, progress }),
      ]);
      if ('tooMany' in whole) return void this.setPrinted(null, false, whole.tooMany);
      const { rows } = whole;
      this.setPrinted({ filter, totals, rows, total: rows.length, producedAt: this.clock.now(), partial: false }, true);
    });
  }

  /** The page has the document and opens the browser's print. */
  printStarted(): void {
    this.printAsked = false;
  }

  /** The browser's own menu prints (no time to load): the rows on screen so far, said as such. */
  printFromMenu(): void {
    if (this.printed) return;
    const rows = this.rows.leadingRows();
    const totals =
      this.totals.value && sameFilter(this.totals.value.filter, this.shown) ? this.totals.value.totals : null;
    this.printed = {
      filter: this.shown,
      totals,
      rows,
      total: this.rows.total ?? rows.length,
      producedAt: this.clock.now(),
      partial: true,
    };
  }

  /** A print from the menu is dropped once printed; a whole one stays until the filter changes. */
  afterPrint(): void {
    if (this.printed?.partial) this.printed = null;
  }

  private choose(filter: ReportFilter, typed: boolean): void {
    this.pending = false;
    if (this.writer) this.writer(filter, typed);
    else this.show(filter);
  }

  private load(): void {
    const filter = this.shown;
    this.setPrinted(null, false);
    this.csv.reset();
    this.print.reset();
    void this.totals.load(async (signal) => ({ filter, totals: await this.api.totals(filter, signal) }));
    void this.rows.reset(filter);
  }

  private setPrinted(printed: PrintedReport | null, asked: boolean, tooMany: number | null = null): void {
    this.printed = printed;
    this.printAsked = asked;
    this.printTooMany = tooMany;
  }
}

/** Made by the page with usePageStore (bindings.ts binds the factory). */
export const VerificationReportStoreFactoryToken = token<PageStoreFactory<void, VerificationReportStore>>(
  'features.verificationReport.VerificationReportStoreFactory',
);
