import { action, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import { type Drafts, token } from '@features/api/core';
import { AsyncAction, LatestRequest, type PageStoreFactory } from '@features/api/ui';
import { itemsFor, keepIfOffered, resetsFor, subTypesFor, type QuickTicketSelect } from '../core/cascade';
import { NO_BOARD_TYPES, type BoardTypes, type CreatedTicket, type LookupOption } from '../core/QuickTicketLookups';
import type { QuickTicketApi } from '../core/QuickTicketApi';
import { buildCreateTicketRequest, type QuickTicketValues } from '../core/ticketDraft';
import { createQuickTicketForm, type QuickTicketField, type QuickTicketFormModel } from './createQuickTicketForm';

/** Where Quick Ticket opens: the ConnectWise integration and the contact the pod shows. */
export interface QuickTicketPlace {
  psaId: string;
  companyId: string | null;
  contactId: string | null;
}

type ListName = 'company' | 'contact' | 'agreement' | 'site' | 'priority' | 'board' | 'status' | 'source';

/**
 * View model of the Quick Ticket form: its lookups (each only the latest answer counts), the
 * cascade (a change empties what depends on it and loads its lists), validation on change and blur,
 * and one create request per intended submit. A failure keeps every value.
 */
export class QuickTicketStore {
  readonly form: QuickTicketFormModel = createQuickTicketForm();
  readonly lists: Record<ListName, LatestRequest<LookupOption[]>> = {
    company: new LatestRequest(),
    contact: new LatestRequest(),
    agreement: new LatestRequest(),
    site: new LatestRequest(),
    priority: new LatestRequest(),
    board: new LatestRequest(),
    status: new LatestRequest(),
    source: new LatestRequest(),
  };
  readonly boardTypes = new LatestRequest<BoardTypes>();
  readonly create: AsyncAction<[], CreatedTicket>;
  created: CreatedTicket | null = null;
  /** Set by a submit attempt so untouched fields show their errors too. */
  submitAttempted = false;
  /** Counts the submits validation refused: the form then moves the cursor to the first wrong field. */
  refusedSubmits = 0;
  private validating = false;
  private stopKeepingDraft: () => void = () => undefined;

  constructor(
    private readonly api: QuickTicketApi,
    private readonly place: QuickTicketPlace,
    /** Where the summary and description are kept until the ticket is created (survive a reload). */
    private readonly drafts?: Drafts,
  ) {
    this.create = new AsyncAction(async () => {
      const created = await this.api.createTicket(this.place.psaId, buildCreateTicketRequest(this.values));
      // Created: a reload must not offer the same texts again (a second ticket by mistake).
      this.drafts?.write(this.draftKey, '');
      return created;
    });
    makeObservable<QuickTicketStore, 'validating'>(this, {
      created: observableRef,
      submitAttempted: observable,
      refusedSubmits: observable,
      validating: observable,
      change: action,
      startAnother: action,
    });
  }

  /** The texts typed for this pod's contact, kept across a reload, a network failure or a server error. */
  private keepDraft(): void {
    const saved = readTexts(this.drafts?.read(this.draftKey) ?? null);
    if (saved.summary) this.field('summary').set(saved.summary);
    if (saved.description) this.field('description').set(saved.description);
    this.stopKeepingDraft = reaction(
      () => ({ summary: this.value('summary'), description: this.value('description') }),
      (texts) => this.drafts?.write(this.draftKey, texts.summary || texts.description ? JSON.stringify(texts) : ''),
    );
  }

  private get draftKey(): string {
    return `quickTicket:${this.place.psaId}:${this.place.contactId ?? ''}`;
  }

  dispose(): void {
    this.stopKeepingDraft();
  }

  /** Loads the lists that depend on nothing, and picks the pod contact's company and the contact. */
  start(): void {
    this.keepDraft();
    const { psaId } = this.place;
    void this.loadList('company', (s) => this.api.companies(psaId, s));
    void this.loadList('priority', (s) => this.api.priorities(psaId, s));
    void this.loadList('board', (s) => this.api.serviceBoards(psaId, s));
    void this.loadList('source', (s) => this.api.sources(psaId, s));
    if (this.place.companyId) {
      this.field('company').set(this.place.companyId);
      this.field('contact').set(this.place.contactId ?? '');
      this.loadCompanyLists();
    }
  }

  get values(): QuickTicketValues {
    return this.form.values() as QuickTicketValues;
  }

  value(name: QuickTicketField): string {
    return String(this.field(name).value ?? '');
  }

  /** The choices a select offers now (types, subtypes and items follow the board, type and subtype). */
  options(select: QuickTicketSelect): LookupOption[] {
    const board = this.boardTypes.value ?? NO_BOARD_TYPES;
    if (select === 'type') return this.value('board') ? board.types : [];
    if (select === 'subType') return subTypesFor(board, this.value('type'));
    if (select === 'item') return itemsFor(board, this.value('subType'));
    return this.lists[select].value ?? [];
  }

  /** The request behind a select's list (types, subtypes and items share the board's). */
  requestOf(select: QuickTicketSelect): LatestRequest<unknown> {
    return select === 'type' || select === 'subType' || select === 'item' ? this.boardTypes : this.lists[select];
  }

  /** Whether a select has anything to choose from yet (its parent is chosen). */
  applies(select: QuickTicketSelect): boolean {
    if (select === 'contact' || select === 'agreement' || select === 'site') return !!this.value('company');
    if (select === 'status' || select === 'type') return !!this.value('board');
    if (select === 'subType') return !!this.value('type');
    if (select === 'item') return !!this.value('subType');
    return true;
  }

  /** A select changed: what depends on it is emptied and its lists load. */
  change(select: QuickTicketSelect, value: string): void {
    if (this.value(select) === value) return;
    this.field(select).set(value);
    for (const dependent of resetsFor(select)) this.field(dependent).set('');
    if (select === 'company') this.loadCompanyLists();
    if (select === 'board') this.loadBoardLists();
  }

  /** Retries a list that failed to load. */
  retry(select: QuickTicketSelect): void {
    const { psaId } = this.place;
    const company = this.value('company');
    const board = this.value('board');
    const loaders: Record<QuickTicketSelect, () => void> = {
      company: () => void this.loadList('company', (s) => this.api.companies(psaId, s)),
      priority: () => void this.loadList('priority', (s) => this.api.priorities(psaId, s)),
      board: () => void this.loadList('board', (s) => this.api.serviceBoards(psaId, s)),
      source: () => void this.loadList('source', (s) => this.api.sources(psaId, s)),
      contact: () => company && this.loadCompanyLists(),
      agreement: () => company && this.loadCompanyLists(),
      site: () => company && this.loadCompanyLists(),
      status: () => board && this.loadBoardLists(),
      type: () => board && this.loadBoardLists(),
      subType: () => board && this.loadBoardLists(),
      item: () => board && this.loadBoardLists(),
    };
    loaders[select]();
  }

  /** The error a field shows: only once touched, or after a submit attempt. */
  errorOf(name: QuickTicketField): string | null {
    const field = this.field(name);
    if (!field.touched && !this.submitAttempted) return null;
    return field.error ?? null;
  }

  get busy(): boolean {
    return this.validating || this.create.pending;
  }

  /** Validates, then creates the ticket once. A click while validating or creating sends nothing. */
  async submit(): Promise<CreatedTicket | undefined> {
    if (this.busy || this.created) return undefined;
    runInAction(() => {
      this.submitAttempted = true;
      this.validating = true;
    });
    let valid: boolean;
    try {
      ({ isValid: valid } = await this.form.validate({ showErrors: true }));
    } finally {
      runInAction(() => (this.validating = false));
    }
    if (!valid) {
      runInAction(() => (this.refusedSubmits += 1));
      return undefined;
    }
    const created = await this.create.run();
    if (created) runInAction(() => (this.created = created));
    return created;
  }

  /** After a ticket was created: the same choices, a new summary and description. */
  startAnother(): void {
    this.created = null;
    this.submitAttempted = false;
    for (const name of ['summary', 'description'] as const) this.field(name).clear();
  }

  private field(name: QuickTicketField) {
    return this.form.$(name);
  }

  private async loadList(name: ListName, fetch: (signal: AbortSignal) => Promise<LookupOption[]>): Promise<void> {
    if (!(await this.lists[name].load(fetch))) return;
    // A value the new list no longer offers (a default from the pod, a stale choice) is emptied.
    const kept = keepIfOffered(this.value(name), this.lists[name].value ?? []);
    if (kept !== this.value(name)) runInAction(() => this.change(name, kept));
  }

  private loadCompanyLists(): void {
    const { psaId } = this.place;
    const company = this.value('company');
    if (!company) {
      for (const name of ['contact', 'agreement', 'site'] as const) this.lists[name].cancel();
      return;
    }
    void this.loadList('contact', (s) => this.api.contacts(psaId, company, s));
    void this.loadList('agreement', (s) => this.api.agreements(psaId, company, s));
    void this.loadList('site', (s) => this.api.sites(psaId, company, s));
  }

  private loadBoardLists(): void {
    const { psaId } = this.place;
    const board = this.value('board');
    if (!board) {
      this.lists.status.cancel();
      this.boardTypes.cancel();
      return;
    }
    void this.loadList('status', (s) => this.api.boardStatuses(psaId, board, s));
    void this.boardTypes.load((s) => this.api.boardTypes(psaId, board, s));
  }
}

/** Makes the form's store for the pod's contact (bound in bindings.ts; the page asks usePageStore). */
export const QuickTicketStoreFactoryToken = token<PageStoreFactory<QuickTicketPlace, QuickTicketStore>>(
  'features.quickTicket.QuickTicketStoreFactory',
);

/** The saved texts, or none when the draft is missing or not what this store wrote. */
function readTexts(raw: string | null): { summary: string; description: string } {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object') {
      const { summary, description } = value as Record<string, unknown>;
      return {
        summary: typeof summary === 'string' ? summary : '',
        description: typeof description === 'string' ? description : '',
      };
    }
  } catch {
    // A draft this store did not write: start empty.
  }
  return { summary: '', description: '' };
}
