import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { token } from '@features/api/core';
import { LatestRequest, type PageStoreFactory } from '@features/api/ui';
import type { TechVerificationStatus } from '../core/TechVerification';
import type {
  TechHistoryPage,
  TechHistoryQuery,
  TechHistorySort,
  TechVerificationApi,
} from '../core/TechVerificationApi';
import type { TechVerificationFeed } from './TechVerificationFeed';

/** Rows per page of the history table. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * The history table: one page at a time, sortable by column, filtered by end user and status. While the page is open
 * it follows every change the hub reports (a new request, a code entered) and every reconnect.
 */
export class TechHistoryStore {
  page = 0;
  sort: TechHistorySort = 'CreatedDate';
  order: 'asc' | 'desc' = 'desc';
  contactName = '';
  status: TechVerificationStatus | null = null;
  readonly request = new LatestRequest<TechHistoryPage>();
  private stopFollowing: (() => void) | null = null;

  constructor(
    private readonly api: TechVerificationApi,
    private readonly crmId: string | null,
    private readonly feed: Pick<TechVerificationFeed, 'changes'>,
  ) {
    makeObservable(this, {
      page: observable,
      sort: observable,
      order: observable,
      contactName: observable,
      status: observable,
      pageCount: computed,
      sortBy: action,
      goTo: action,
      filterByName: action,
      filterByStatus: action,
    });
  }

  get query(): TechHistoryQuery {
    const start = this.page * HISTORY_PAGE_SIZE;
    return {
      start,
      end: start + HISTORY_PAGE_SIZE,
      sort: this.sort,
      order: this.order,
      contactName: this.contactName,
      status: this.status,
      crmId: this.crmId,
    };
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil((this.request.value?.totalCount ?? 0) / HISTORY_PAGE_SIZE));
  }

  start(): void {
    this.stopFollowing ??= reaction(
      () => this.feed.changes,
      () => void this.load(),
    );
    void this.load();
  }

  dispose(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.request.cancel();
  }

  load(): Promise<boolean> {
    const query = this.query;
    return this.request.load((signal) => this.api.history(query, signal));
  }

  /** A click on a column: the same column flips the order, another sorts ascending (dates newest first). */
  sortBy(field: TechHistorySort): void {
    if (this.sort === field) this.order = this.order === 'asc' ? 'desc' : 'asc';
    else {
      this.sort = field;
      this.order = field === 'CreatedDate' ? 'desc' : 'asc';
    }
    this.page = 0;
    void this.load();
  }

  goTo(page: number): void {
    this.page = Math.min(Math.max(0, page), this.pageCount - 1);
    void this.load();
  }

  filterByName(name: string): void {
    this.contactName = name;
    this.page = 0;
    void this.load();
  }

  filterByStatus(status: TechVerificationStatus | null): void {
    this.status = status;
    this.page = 0;
    void this.load();
  }
}

/** Makes the history table's store for the pod's PSA (all of the tenant's when null) (bound in bindings.ts). */
export const TechHistoryStoreFactoryToken = token<PageStoreFactory<string | null, TechHistoryStore>>(
  'features.technicianVerification.TechHistoryStoreFactory',
);
