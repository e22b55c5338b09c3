import { action, makeObservable, observableRef, reaction } from 'mobx';
import type { RealtimeHub } from '@features/api/core';
import { AsyncAction } from '@features/api/ui';
import { isFinal, type Approval } from '../../core/approval/Approval';
import type { ApprovalApi } from '../../core/approval/ApprovalApi';
import { VerificationApprovalChangedEvent } from '../../core/approval/readApproval';
import { isAwaitingApproval, type VerificationFlow } from '../../core/verificationFlow';
import type { VerificationService } from '../../core/VerificationService';
import type { ContactStanding } from '../ContactStanding';
import type { FlowDriver } from '../FlowDriver';
import { ApprovalRequestForm } from './ApprovalRequestForm';

/** What following a manager's approval is made with: the backend, the panel's flow and the contact it is on. */
export interface ApprovalStoreParts {
  api: ApprovalApi;
  service: Pick<VerificationService, 'check'>;
  hub: RealtimeHub | null;
  /** The signed-in technician: never their own approver, and their requests are not "another's". */
  userId: string | null;
  /** The panel's flow: moved only through its events; `run` starts the countdown and polling of an awaited answer. */
  driver: Pick<FlowDriver, 'flow' | 'dispatch' | 'run' | 'verified'>;
  standing: Pick<ContactStanding, 'contact' | 'context'>;
  /** False once the panel is disposed: a late answer is dropped. */
  live(): boolean;
}

/**
 * A verification held for a manager's approval (the policy of decision 270): the request (whom, why), then
 * the answer followed live over the hub, polled while it is awaited, and read again after a reconnect or a
 * reload. An approval moves the flow only through the core's rules, so a late or replayed event never takes
 * a final answer back. Beside the flow: other technicians' open requests on this contact ("Awaiting approval
 * by ..."), so a second pod does not ask again.
 */
export class ApprovalStore {
  readonly form: ApprovalRequestForm;
  /** Open requests on this contact that are not this panel's own (another technician's, another call's). */
  others: Approval[] = [];
  private readonly asking = new AsyncAction((validationId: string) => this.ask(validationId));
  private reading = false;
  private stops: Array<() => void> = [];

  constructor(private readonly parts: ApprovalStoreParts) {
    this.form = new ApprovalRequestForm(parts.api, parts.userId);
    makeObservable<ApprovalStore, 'setOthers'>(this, { others: observableRef, setOthers: action });
  }

  /** Why the last request was refused or failed, beside the button. */
  get requestError(): string | null {
    return this.asking.error;
  }

  get requesting(): boolean {
    return this.asking.pending;
  }

  /** Follows the hub and the flow; the returned function stops it all. */
  start(): () => void {
    const { hub } = this.parts;
    if (hub) {
      this.stops.push(
        hub.on(VerificationApprovalChangedEvent, (approval) => this.news(approval)),
        hub.onReconnected(() => {
          void this.refresh();
          void this.loadOthers();
        }),
      );
    }
    this.stops.push(
      reaction(
        () => this.parts.driver.flow,
        (flow) => this.flowMoved(flow),
        { fireImmediately: true },
      ),
    );
    void this.loadOthers();
    return () => {
      for (const stop of this.stops.splice(0)) stop();
    };
  }

  /** Asks the chosen approver; one request at a time, and only from a held check not yet asked about. */
  async request(): Promise<void> {
    const flow = this.parts.driver.flow;
    if (flow.kind !== 'approval' || flow.approval || flow.approvalId || !this.form.touch()) return;
    await this.asking.run(flow.validationId);
  }

  /** After an expired request: the same held check, asked again. */
  askAgain(): void {
    this.form.reset();
    this.parts.driver.dispatch({ type: 'askAgain' });
  }

  /** The poll's timer: asks only while the hub is not connected (when it is, it says first). */
  poll(): void {
    if (this.parts.hub?.state !== 'Connected') void this.refresh();
  }

  /** Reads the awaited approval again (a poll, a reconnect, a resume after a reload). */
  async refresh(): Promise<void> {
    const flow = this.parts.driver.flow;
    if (flow.kind !== 'approval' || this.reading) return;
    // Approved, its record not read yet (the read failed or the backend had not recorded it): read it now.
    if (flow.approval?.state === 'approved') return this.readRecord(flow.validationId);
    const id = flow.approval?.id ?? flow.approvalId;
    if (id && (!flow.approval || isAwaitingApproval(flow))) {
      this.reading = true;
      try {
        const approval = await this.parts.api.approval(id);
        if (this.parts.live()) this.news(approval);
      } catch {
        // Read again at the next poll or reconnect; the HTTP layer said what went wrong.
      } finally {
        this.reading = false;
      }
    }
  }

  private async ask(validationId: string): Promise<void> {
    const { approverId, reason } = this.form;
    const approval = await this.parts.api.request(validationId, approverId, reason.trim());
    if (!this.parts.live()) return;
    this.parts.driver.dispatch({ type: 'approvalChanged', approval });
    this.parts.driver.run();
  }

  /** An approval's news, from any source: the flow takes what the core allows; the other requests follow. */
  private news(approval: Approval): void {
    const { contact, context } = this.parts.standing;
    if (approval.contactId !== contact.id || approval.psaId !== context.psaId) return;
    const before = this.parts.driver.flow;
    this.parts.driver.dispatch({ type: 'approvalChanged', approval });
    if (before.kind === 'approval' && !before.approval && this.parts.driver.flow !== before) this.parts.driver.run();
    const mine = this.mine(approval);
    const rest = this.others.filter((other) => other.id !== approval.id);
    this.setOthers(mine || isFinal(approval.state) ? rest : [approval, ...rest]);
  }

  private flowMoved(flow: VerificationFlow): void {
    if (flow.kind !== 'approval') return;
    if (!flow.approval && !flow.approvalId) void this.form.loadApprovers();
    // Resumed after a reload: the request's id is kept, its state is read again.
    if (!flow.approval && flow.approvalId) void this.refresh();
    if (flow.approval?.state === 'approved') void this.readRecord(flow.validationId);
  }

  /** Approved: the backend recorded the held check; its record comes with a check asked without a code. */
  private async readRecord(validationId: string): Promise<void> {
    try {
      const { outcome } = await this.parts.service.check(this.parts.standing.contact, validationId, null);
      const flow = this.parts.driver.flow;
      if (!this.parts.live() || flow.kind !== 'approval' || flow.validationId !== validationId) return;
      if (outcome.status === 'verified') this.parts.driver.verified(outcome.record);
    } catch {
      // The hub's ContactVerificationPassed brings the same record; a reload reads it from the history.
    }
  }

  private async loadOthers(): Promise<void> {
    const { contact, context } = this.parts.standing;
    try {
      const open = await this.parts.api.openOnContact(context.psaId, contact.id);
      if (this.parts.live()) this.setOthers(open.filter((approval) => !this.mine(approval)));
    } catch {
      // Without the list the backend still refuses a second request, naming whose is open.
    }
  }

  /** This panel's own request: the one its flow follows. */
  private mine(approval: Approval): boolean {
    const flow = this.parts.driver.flow;
    return flow.kind === 'approval' && flow.validationId === approval.validationId;
  }

  private setOthers(others: Approval[]): void {
    this.others = others;
  }
}
