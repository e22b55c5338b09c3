import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AppError, describeError, token, type RealtimeHub } from '@features/api/core';
import type { PageStoreFactory } from '@features/api/ui';
import type { Approval } from '../../core/approval/Approval';
import type { ApprovalApi } from '../../core/approval/ApprovalApi';
import { newestFirst, withApprovalNews } from '../../core/approval/pendingList';
import { VerificationApprovalChangedEvent } from '../../core/approval/readApproval';
import { ApprovalAnswerForm } from './ApprovalAnswerForm';

/** Where the list stands: its first read, read, refused (not an approver) or failed. */
export type ApproverListState = 'loading' | 'ready' | 'notApprover' | 'failed';

export interface ApproverPageDeps {
  api: ApprovalApi;
  /** The signed-in user: their own requests are not theirs to answer. */
  userId: string | null;
  /** Absent in a story or test without the hub: the list is read once. */
  hub: RealtimeHub | null;
}

/**
 * The approver page's store: the requests waiting for the signed-in approver, kept live by the hub's
 * VerificationApprovalChanged and read again after a reconnect; one answer form per row (a second click while it is
 * pending does nothing); a refusal stays on its row, which is read again to show where the request now stands.
 */
export class ApproverPageStore {
  state: ApproverListState = 'loading';
  approvals: readonly Approval[] = [];
  /** Why the list could not be read (the not-an-approver message, or the failure). */
  error: string | null = null;
  /** The last answer made here, for the page's live region ("You approved Bob Martinez's verification."). */
  announcement = '';
  private readonly forms = new Map<string, ApprovalAnswerForm>();
  private generation = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: ApproverPageDeps) {
    makeObservable<ApproverPageStore, 'apply'>(this, {
      state: observable,
      approvals: observableRef,
      error: observable,
      announcement: observable,
      apply: action,
      news: action,
    });
  }

  start(): void {
    const { hub } = this.deps;
    if (hub && !this.unsubscribe) {
      const offEvent = hub.on(VerificationApprovalChangedEvent, (news) => this.news(news));
      const offReconnected = hub.onReconnected(() => void this.load());
      this.unsubscribe = () => {
        offEvent();
        offReconnected();
      };
    }
    void this.load();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.generation++;
  }

  /** Reads the list (first, after a reconnect, on "Try again"); the last read wins. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    if (this.state !== 'ready') runInAction(() => (this.state = 'loading'));
    try {
      const list = await this.deps.api.pending();
      this.apply(generation, 'ready', newestFirst(list), null);
    } catch (error) {
      const notApprover = error instanceof AppError && error.status === 403;
      this.apply(generation, notApprover ? 'notApprover' : 'failed', [], describeError(error));
    }
  }

  /** The answer form of a row, made on first use and kept while the page is open. */
  formOf(approval: Approval): ApprovalAnswerForm {
    let form = this.forms.get(approval.id);
    if (!form) {
      form = new ApprovalAnswerForm(approval.id, (decision, reason) => this.answer(approval.id, decision, reason));
      this.forms.set(approval.id, form);
    }
    return form;
  }

  /** A change the hub reported, or an approval read again: the row follows, a new request joins. */
  news(news: Approval): void {
    if (this.state !== 'ready') return;
    this.approvals = withApprovalNews(this.approvals, news, this.deps.userId);
  }

  private async answer(id: string, decision: 'approve' | 'deny', reason: string): Promise<void> {
    try {
      const answered = await this.deps.api.answer(id, decision, reason);
      runInAction(() => {
        this.approvals = this.approvals.filter((a) => a.id !== id);
        this.announcement = `You ${decision === 'approve' ? 'approved' : 'denied'} ${answered.contactName}'s verification.`;
      });
    } catch (error) {
      // A refusal (answered, expired, recorded...) says why; the row is read again to show where it stands.
      if (error instanceof AppError && error.status !== undefined && error.status >= 400 && error.status < 500)
        void this.readAgain(id);
      throw error;
    }
  }

  private async readAgain(id: string): Promise<void> {
    try {
      this.news(await this.deps.api.approval(id));
    } catch {
      // The refusal's words are on the row already; the next reconnect or visit reads the list again.
    }
  }

  private apply(generation: number, state: ApproverListState, list: readonly Approval[], error: string | null): void {
    if (generation !== this.generation) return;
    this.state = state;
    this.approvals = state === 'ready' ? list : [];
    this.error = error;
  }
}

export const ApproverPageStoreFactoryToken = token<PageStoreFactory<void, ApproverPageStore>>(
  'features.endUserVerification.ApproverPageStoreFactory',
);
