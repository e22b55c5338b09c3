import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ContactDirectory, ContactOption } from '../../core/contact/ContactDirectory';
import { CONTACT_PAGE_SIZE } from '../../core/contact/contactListParams';
import { describeError } from '../../core/shared/AppError';

/** A company's contacts for the picker, fetched a page at a time as the list scrolls. */
export class ContactPickerStore {
  rows: ContactOption[] = [];
  totalCount = 0;
  label = '';
  loading = false;
  error: string | null = null;
  /** Bumped per new query, so an answer to an older query is ignored. */
  private generation = 0;

  constructor(
    private readonly directory: ContactDirectory,
    readonly psaId: string,
    readonly companyId: string,
  ) {
    makeObservable(this, { rows: observableRef, totalCount: observable, label: observable, loading: observable, error: observable, search: action });
  }

  get hasMore(): boolean {
    return this.rows.length < this.totalCount;
  }

  /** A new label filter: starts again at the first page. */
  search(label: string): Promise<void> {
    this.label = label;
    this.rows = [];
    this.totalCount = 0;
    this.generation += 1;
    this.loading = false;
    return this.loadMore();
  }

  /** The next page (start = rows loaded so far); does nothing while a page is on its way or at the end. */
  async loadMore(): Promise<void> {
    if (this.loading || (this.rows.length > 0 && !this.hasMore)) return;
    const generation = this.generation;
    const start = this.rows.length;
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    try {
      const page = await this.directory.listCompanyContacts({
        psaId: this.psaId, companyId: this.companyId, label: this.label, start, end: start + CONTACT_PAGE_SIZE,
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.rows = [...this.rows, ...page.rows];
        this.totalCount = page.totalCount;
      });
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.error = describeError(error)));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }
}
