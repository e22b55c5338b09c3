import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { type Clock, token } from '@features/api/core';
import { LatestRequest, AsyncAction, type PageStoreFactory } from '@features/api/ui';
import { addOnTop, clampPage, pageCount, pageRange, REQUESTS_PAGE_SIZE, updateRow } from '../core/requestTable';
import type { AnswerFile, DataRequestRow, RequestCheck, RequestPage, RequestScope } from '../core/SecureData';
import { sanitizeFileName } from '../core/sanitizeFileName';
import type { SecureDataApi } from '../core/SecureDataApi';

/** How often the open page asks whether a request changed (polling, not a hub event: docs/decisions/090). */
export const REQUESTS_POLL_MS = 3000;

/** How long an answer stays on screen after Show answer: then it hides by itself (a screen share, a passer-by). */
export const ANSWER_SHOWN_MS = 60_000;

/** An answer the server handed over (once): kept in this store's memory while the page is open, never stored elsewhere. */
export interface ShownAnswer {
  requestId: string;
  title: string;
  answer: NonNullable<RequestCheck['answer']>;
}

/**
 * The requests of the ticket (or contact), newest first, one page at a time. While the page is open
 * it polls the cheap summary and reloads the page when it changed.
 *
 * An answer is never shown by itself: it is fetched on Show answer, which is when the server hands it over and
 * marks the request read (docs/decisions/090). The page keeps it in memory while it is open, so Show answer
 * shows it again; it hides after ANSWER_SHOWN_MS and when the technician leaves the request's panel, and is
 * forgotten when the page closes.
 */
export class RequestsStore {
  page = 0;
  readonly table = new LatestRequest<RequestPage>();
  /** Answers handed over while this page is open, by request id. */
  readonly answers = observable.map<string, ShownAnswer>();
  /** The request whose answer is on screen. */
  visibleId: string | null = null;
  readonly reveal: AsyncAction<[Pick<DataRequestRow, 'id' | 'title'>], void>;
  /** One download at a time; each file of an answer can be downloaded once. */
  readonly download: AsyncAction<[AnswerFile], void>;
  readonly downloaded = observable.set<string>();
  private lastVersion: string | null = null;
  /** The request the technician last asked to see (until it is hidden): an answer arriving for another stays hidden. */
  private wanted: string | null = null;
  private stopHiding: (() => void) | null = null;
  private stopPolling: (() => void) | null = null;
  private polling = false;
  private readonly changeListeners = new Set<() => void>();

  constructor(
    private readonly api: SecureDataApi,
    private readonly scope: RequestScope,
    private readonly clock: Clock,
    private readonly pollMs = REQUESTS_POLL_MS,
    /** Hands a downloaded file to the browser (ui/saveBlob.ts). */
    private readonly save: (blob: Blob, fileName: string) => void = () => undefined,
    private readonly answerShownMs = ANSWER_SHOWN_MS,
  ) {
    this.reveal = new AsyncAction((row: Pick<DataRequestRow, 'id' | 'title'>) => this.showAnswer(row.id, row.title));
    this.download = new AsyncAction((file: AnswerFile) => this.fetchFile(file));
    makeObservable<RequestsStore, 'markStatus' | 'keep' | 'makeVisible'>(this, {
      page: observable,
      visibleId: observable,
      shown: computed,
      showPage: action,
      hideAnswer: action,
      keep: action,
      makeVisible: action,
      markStatus: action,
      added: action,
      dispose: action,
    });
  }

  /** The answer on screen, if any. */
  get shown(): ShownAnswer | null {
    return this.visibleId === null ? null : (this.answers.get(this.visibleId) ?? null);
  }

  /** Whether Show answer can show this request's answer: the contact answered and it is unread, or this page holds it. */
  canShow(row: { id: string; status: string }): boolean {
    return row.status === 'answered' || this.answers.has(row.id);
  }

  /** Hides the answer on screen (a minute passed, the technician left its panel or pressed Hide answer). */
  hideAnswer(): void {
    this.visibleId = null;
    this.wanted = null;
    this.stopHiding?.();
    this.stopHiding = null;
  }

  /** The page shows the panel of `requestId` (null: any other step): an answer of any other request hides. */
  keepAnswerOf(requestId: string | null): void {
    if (this.wanted !== null && this.wanted !== requestId) this.hideAnswer();
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
    // Leaving the page: the answers it was handed go with it.
    this.hideAnswer();
    this.answers.clear();
  }

  load(): Promise<boolean> {
    const { start, end } = pageRange(this.page);
    return this.table
      .load((signal) => this.api.requests(this.scope, start, end, signal))
      .then((applied) => {
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
    const row: DataRequestRow = {
      id,
      title,
      status: 'created',
      recipient: null,
      createdAt: this.clock.now(),
      answeredAt: null,
    };
    const current = this.table.value;
    if (this.page === 0 && current) {
      this.table.value = {
        ...current,
        rows: addOnTop(current.rows, row).slice(0, REQUESTS_PAGE_SIZE),
        totalCount: current.totalCount + 1,
      };
    }
  }

  /** Calls `listener` whenever a poll sees that something of the scope changed (the Sent list reloads then); returns its removal. */
  onChanged(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => void this.changeListeners.delete(listener);
  }

  /** One poll: reload the page when the summary changed. An answer that arrived shows as "Answered", never by itself. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const summary = await this.api.checkRequests(this.scope);
      if (summary.version !== this.lastVersion) {
        this.lastVersion = summary.version;
        for (const listener of this.changeListeners) listener();
        await this.load();
      }
    } catch {
      // A failed poll is tried again on the next tick.
    } finally {
      this.polling = false;
    }
  }

  /** Show answer: from this page's memory, or handed over by the server now (which marks the request read). */
  private async showAnswer(id: string, title: string): Promise<void> {
    this.keep(id);
    if (!this.answers.has(id)) {
      const check = await this.api.checkRequest(id);
      this.markStatus(id, check.answer ? 'viewed' : check.status);
      if (!check.answer)
        throw new Error(
          check.status === 'viewed'
            ? 'It was already shown once and the server no longer has it.'
            : 'There is no answer yet.',
        );
      runInAction(() => this.answers.set(id, { requestId: id, title, answer: check.answer! }));
    }
    // Hidden (or left) while it loaded: it stays hidden until asked again.
    if (this.wanted === id) this.makeVisible(id);
  }

  private keep(id: string): void {
    if (this.wanted !== id) this.hideAnswer();
    this.wanted = id;
  }

  private makeVisible(id: string): void {
    this.visibleId = id;
    this.stopHiding?.();
    this.stopHiding = this.clock.every(this.answerShownMs, () => this.hideAnswer());
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
}

/** Makes the requests table's store for one ticket (or contact) (bound in bindings.ts; the page asks usePageStore). */
export const RequestsStoreFactoryToken = token<PageStoreFactory<RequestScope, RequestsStore>>(
  'features.secureDataSharing.RequestsStoreFactory',
);
