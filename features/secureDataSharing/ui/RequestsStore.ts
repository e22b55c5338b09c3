import { action, makeObservable, observable, runInAction } from 'mobx';
import { type Clock, token } from '@features/api/core';
import { LatestRequest, AsyncAction, type PageStoreFactory } from '@features/api/ui';
import { addOnTop, clampPage, pageCount, pageRange, REQUESTS_PAGE_SIZE, updateRow } from '../core/requestTable';
import type { AnswerFile, DataRequestRow, RequestCheck, RequestPage, RequestScope } from '../core/SecureData';
import { sanitizeFileName } from '../core/sanitizeFileName';
import type { SecureDataApi } from '../core/SecureDataApi';

/** How often the open page asks whether a request changed (polling, not a hub event: docs/decisions/090). */
export const REQUESTS_POLL_MS = 3000;

/** An answer handed over once: kept here until the technician closes it, never stored elsewhere. */
export interface ShownAnswer {
  requestId: string;
  title: string;
  answer: NonNullable<RequestCheck['answer']>;
}

/**
 * The requests of the ticket (or contact), newest first, one page at a time. While the page is open
 * it polls the cheap summary and reloads the page when it changed; a request being watched (just
 * sent) has its answer fetched as soon as it arrives.
 */
export class RequestsStore {
  page = 0;
  readonly table = new LatestRequest<RequestPage>();
  shown: ShownAnswer | null = null;
  readonly reveal: AsyncAction<[DataRequestRow], RequestCheck>;
  /** One download at a time; each file of an answer can be downloaded once. */
  readonly download: AsyncAction<[AnswerFile], void>;
  readonly downloaded = observable.set<string>();
  private lastVersion: string | null = null;
  private watched: string | null = null;
  private stopPolling: (() => void) | null = null;
  private polling = false;

  constructor(
    private readonly api: SecureDataApi,
    private readonly scope: RequestScope,
    private readonly clock: Clock,
    private readonly pollMs = REQUESTS_POLL_MS,
    /** Hands a downloaded file to the browser (ui/saveBlob.ts). */
    private readonly save: (blob: Blob, fileName: string) => void = () => undefined,
  ) {
    this.reveal = new AsyncAction((row: DataRequestRow) => this.fetchAnswer(row.id, row.title));
    this.download = new AsyncAction((file: AnswerFile) => this.fetchFile(file));
    makeObservable<RequestsStore, 'showAnswer' | 'markStatus'>(this, { page: observable, shown: observable, showPage: action, closeAnswer: action, showAnswer: action, markStatus: action, added: action });
  }

  /** Whose requests these are: a contact screen has no ticket, so its list is the contact's. */
  get owner(): 'ticket' | 'contact' {
    return this.scope.ticketId === null ? 'contact' : 'ticket';
  }

  get rows(): DataRequestRow[] {
    return this.table.value?.rows ?? [];
  }

  get totalCount(): number {
    return this.table.value?.totalCount ?? 0;
  }

  get pages(): number {
    return pageCount(this.totalCount);
  }

  start(): void {
    void this.load();
    this.stopPolling ??= this.clock.every(this.pollMs, () => void this.poll());
  }

  dispose(): void {
    this.stopPolling?.();
    this.stopPolling = null;
    this.table.cancel();
  }

  load(): Promise<boolean> {
    const { start, end } = pageRange(this.page);
    return this.table.load((signal) => this.api.requests(this.scope, start, end, signal)).then((applied) => {
      // Rows may have vanished (expired and cleaned up): a page past the end moves to the last one.
      const clamped = clampPage(this.page, this.totalCount);
      if (applied && clamped !== this.page) this.showPage(clamped);
      return applied;
    });
  }

  showPage(page: number): void {
    const next = clampPage(page, Number.MAX_SAFE_INTEGER);
    if (next === this.page && this.table.state !== 'idle') return;
    this.page = next;
    void this.load();
  }

  /** A request just created: on the first page it shows on top at once, before the next reload. */
  added(id: string, title: string): void {
    const row: DataRequestRow = { id, title, status: 'created', recipient: null, createdAt: this.clock.now(), answeredAt: null };
    const current = this.table.value;
    if (this.page === 0 && current) {
      this.table.value = { ...current, rows: addOnTop(current.rows, row).slice(0, REQUESTS_PAGE_SIZE), totalCount: current.totalCount + 1 };
    }
  }

  /** Fetch this request's answer as soon as the table says it arrived. */
  watch(requestId: string): void {
    this.watched = requestId;
  }

  closeAnswer(): void {
    this.shown = null;
  }

  /** One poll: reload the page when the summary changed; then fetch a watched request's answer. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const summary = await this.api.checkRequests(this.scope);
      if (summary.version !== this.lastVersion) {
        this.lastVersion = summary.version;
        await this.load();
      }
      const watched = this.watched ? this.rows.find((r) => r.id === this.watched) : undefined;
      if (watched?.status === 'answered') {
        this.watched = null;
        await this.reveal.run(watched);
      }
    } catch {
      // A failed poll is tried again on the next tick.
    } finally {
      this.polling = false;
    }
  }

  private async fetchAnswer(id: string, title: string): Promise<RequestCheck> {
    const check = await this.api.checkRequest(id);
    if (check.answer) this.showAnswer({ requestId: id, title, answer: check.answer });
    this.markStatus(id, check.answer ? 'viewed' : check.status);
    return check;
  }

  private async fetchFile(file: AnswerFile): Promise<void> {
    const shown = this.shown;
    if (!shown || this.downloaded.has(file.id)) return;
    const blob = await this.api.downloadAnswerFile(shown.requestId, file.id);
    runInAction(() => this.downloaded.add(file.id));
    this.save(blob, sanitizeFileName(file.fileName));
  }

  private markStatus(id: string, status: DataRequestRow['status']): void {
    const current = this.table.value;
    const row = current?.rows.find((r) => r.id === id);
    if (current && row) this.table.value = { ...current, rows: updateRow(current.rows, { ...row, status }) };
  }

  private showAnswer(shown: ShownAnswer): void {
    this.shown = shown;
  }
}

/** Makes the requests table's store for one ticket (or contact) (bound in bindings.ts; the page asks usePageStore). */
export const RequestsStoreFactoryToken = token<PageStoreFactory<RequestScope, RequestsStore>>('features.secureDataSharing.RequestsStoreFactory');
