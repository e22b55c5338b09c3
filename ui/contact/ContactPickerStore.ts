import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ContactDirectory, ContactOption, ContactPage } from '@core/contact/ContactDirectory';
import { CONTACT_PAGE_SIZE } from '@core/contact/contactListParams';
import { token } from '@core/shared/Token';
import { LatestRequest } from '../common/LatestRequest';
import type { PageStoreFactory } from '../common/usePageStore';

/** A company's contacts for the picker, fetched a page at a time as the list scrolls. */
export class ContactPickerStore {
  rows: ContactOption[] = [];
  totalCount = 0;
  label = '';
  /** The page on its way; a new query supersedes it, so an answer to an older query is ignored. */
  private readonly page = new LatestRequest<ContactPage>();

  constructor(
    private readonly directory: ContactDirectory,
    readonly psaId: string,
    readonly companyId: string,
  ) {
    makeObservable(this, { rows: observableRef, totalCount: observable, label: observable, search: action });
  }

  get loading(): boolean {
    return this.page.state === 'loading';
  }

  /** A search has answered (before the first answer, an empty list means nothing yet). */
  get answered(): boolean {
    return this.page.state === 'ready';
  }

  get error(): string | null {
    return this.page.state === 'failed' ? this.page.error : null;
  }

  get hasMore(): boolean {
    return this.rows.length < this.totalCount;
  }

  /** The first page, once (a remount finds it there or on its way). */
  start(): void {
    if (this.page.state === 'idle') void this.search(this.label);
  }

  /** A new label filter: starts again at the first page. */
  search(label: string): Promise<void> {
    this.label = label;
    this.rows = [];
    this.totalCount = 0;
    return this.fetchPage(); // supersedes a page of the previous query still on its way
  }

  /** The next page (start = rows loaded so far); does nothing while a page is on its way or at the end. */
  async loadMore(): Promise<void> {
    if (this.loading || (this.rows.length > 0 && !this.hasMore)) return;
    return this.fetchPage();
  }

  private async fetchPage(): Promise<void> {
    const start = this.rows.length;
    const query = {
      psaId: this.psaId,
      companyId: this.companyId,
      label: this.label,
      start,
      end: start + CONTACT_PAGE_SIZE,
    };
    if (!(await this.page.load(() => this.directory.listCompanyContacts(query)))) return;
    const page = this.page.value!;
    runInAction(() => {
      this.rows = [...this.rows, ...page.rows];
      this.totalCount = page.totalCount;
    });
  }
}

/** Which company's contacts a picker lists. */
export interface ContactPickerArgs {
  psaId: string;
  companyId: string;
}

/** A picker for one company's contacts; bound in the container (app/bindings/psaBindings.ts). */
export type ContactPickerStoreFactory = PageStoreFactory<ContactPickerArgs, ContactPickerStore>;
export const ContactPickerStoreFactoryToken = token<ContactPickerStoreFactory>('ui.contact.ContactPickerStoreFactory');
