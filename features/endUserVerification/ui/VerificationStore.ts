import { action, makeObservable } from 'mobx';
import { CALLER_REQUESTS, type CallerRequest, type CommunicationItem, type Contact, token } from '@features/api/core';
import type { PageStoreFactory } from '@features/api/ui';
import { callStateKey } from '../core/CallState';
import type { Countdown } from '../core/codeCountdown';
import type { PushKind } from '../core/VerificationApi';
import { sameContext, type VerificationContext } from '../core/VerificationContext';
import type { VerificationMethod } from '@features/api/core';
import type { VerificationSettings } from '../core/VerificationSettings';
import type { SmsRefusal } from '../core/smsReach';
import type { VerificationFlow } from '../core/verificationFlow';
import { ApprovalStore } from './approval/ApprovalStore';
import { AwaitedAnswer } from './AwaitedAnswer';
import { CallKeeper } from './CallKeeper';
import { CallSync } from './CallSync';
import { CodeCheck } from './CodeCheck';
import { ContactStanding } from './ContactStanding';
import { FlowDriver } from './FlowDriver';
import { MethodChoice } from './MethodChoice';
import { NoteEntry } from './NoteEntry';
import { PhoneDisplayValues } from './PhoneDisplayValues';
import { Sending, type CodeVia } from './Sending';
import { TicketNote } from './TicketNote';
import type { TypedCode } from './TypedCode';
import { PUSH_METHODS } from './verificationFlow';
import type { VerificationStoreArgs, VerificationStoreDeps } from './VerificationStoreDeps';

export type { VerificationStoreArgs, VerificationStoreDeps, VerificationStoreLive } from './VerificationStoreDeps';

/** Makes a panel's store (bound with the feature's bindings): one per panel and contact. */
export const VerificationStoreFactoryToken = token<PageStoreFactory<VerificationStoreArgs, VerificationStore>>(
  'features.endUserVerification.VerificationStoreFactory',
);

/**
 * View model of the verification panel, composed of a store per concern, all moving one flow through the
 * core's `nextFlow` (FlowDriver): the choice of item and method (MethodChoice), the sends (Sending), the
 * code's check (CodeCheck), the awaited push or link (AwaitedAnswer), the ticket note (TicketNote) and the
 * call kept for a reload or a second tab (CallSync). Where the contact stands for the call is
 * ContactStanding's, shared with the card and the sidebar. This class wires them and keeps the panel's API.
 */
export class VerificationStore {
  readonly standing: ContactStanding;
  /** A verification held for a manager's approval, and other requests open on the contact. */
  readonly approval: ApprovalStore;
  /** The note a send may need. */
  readonly note: NoteEntry;
  /** Phones as the API's beautifyPhoneNumber writes them: one format wherever the panel shows a number. */
  private readonly phones: PhoneDisplayValues;
  private readonly driver: FlowDriver;
  private readonly choice: MethodChoice;
  private readonly sending: Sending;
  private readonly codeCheck: CodeCheck;
  private readonly ticketNote: TicketNote;
  private readonly calls: CallSync;
  private readonly answer: AwaitedAnswer;
  private stops: Array<() => void> = [];
  private disposed = false;

  constructor(
    contact: Contact,
    context: VerificationContext,
    private readonly deps: VerificationStoreDeps,
  ) {
    const { service, notifier, clock } = deps;
    const live = () => !this.disposed;
    this.standing = new ContactStanding(contact, context, deps);
    this.phones = new PhoneDisplayValues((value) => service.displayPhone(value));
    this.driver = new FlowDriver(clock, {
      moved: (flow) => this.calls.remember(flow),
      poll: () => {
        void this.answer.poll();
        this.approval.poll();
      },
      ended: () => void this.standing.loadAttempts(),
      verified: (record) => {
        this.code.clear();
        this.standing.record(record);
      },
    });
    const driver = this.driver;
    const key = deps.userId
      ? callStateKey({ userId: deps.userId, psaId: context.psaId, ticketId: context.ticketId, contactId: contact.id })
      : null;
    this.calls = new CallSync(new CallKeeper(deps.calls, key, clock), {
      standing: this.standing,
      flow: () => driver.flow,
      settings: () => this.settings,
      live,
      take: (flow) => driver.take(flow),
    });
    this.answer = new AwaitedAnswer(service, {
      flow: () => driver.flow,
      contact: () => this.contact,
      live,
      verified: (record) => driver.verified(record),
      ended: (event) => driver.endAwaited(event),
      dispatch: (event) => driver.dispatch(event),
    });
    const { approvals: api, hub, userId } = deps;
    this.approval = new ApprovalStore({ api, service, hub, userId, driver, standing: this.standing, live });
    this.note = new NoteEntry(() => this.standing.noteNeeded);
    this.choice = new MethodChoice(this.standing, driver);
    this.codeCheck = new CodeCheck({ service, notifier, driver, standing: this.standing, live });
    const { note, choice, code, calls, standing } = this;
    this.sending = new Sending({ service, notifier, driver, standing, choice, note, code, calls, live });
    this.ticketNote = new TicketNote({ service, notifier, standing });
    // Steps that touch several stores are one action: the panel never renders half of one.
    makeObservable(this, {
      setContact: action,
      setContext: action,
      select: action,
      setRequest: action,
      startOver: action,
      verifyAgain: action,
      useAnotherMethod: action,
    });
  }

  /** Subscribes, loads what the panel needs and resumes a check in progress. Safe to call again after dispose. */
  start(): void {
    this.disposed = false;
    if (this.stops.length) return;
    this.standing.start();
    this.stops.push(
      this.standing.onVerificationPassed((event) => {
        const { contactId: _c, psaId: _p, ...record } = event;
        // Another technician's or another call's verification is in the history and the tag, not this call's result.
        if (!this.disposed && record.callId && record.callId === this.standing.ownCallId) this.driver.verified(record);
      }),
      this.standing.onCheckFailed((event) => this.answer.checkFailed(event)),
      this.calls.watch(),
      this.approval.start(),
    );
    // A push or link answered while the hub was down: ask now rather than at the next poll.
    if (this.deps.hub) this.stops.push(this.deps.hub.onReconnected(() => void this.answer.poll()));
    this.driver.run();
    void this.phones.load(this.contact.communicationItems);
  }

  /** Unsubscribes, stops timers and aborts a send in flight. What is stored stays for the next open. */
  dispose(): void {
    this.disposed = true;
    for (const stop of this.stops.splice(0)) stop();
    this.standing.dispose();
    this.driver.stop();
    this.sending.dispose();
  }

  /** Where the panel's flow is: one value, moved only by the core's rules. */
  get flow(): VerificationFlow {
    return this.driver.flow;
  }

  /** The countdown of the code, push or link in flight; null when there is none. */
  get countdown(): Countdown | null {
    return this.driver.countdown;
  }

  /** The code the caller reads out, as typed. */
  get code(): TypedCode {
    return this.codeCheck.code;
  }

  /** A short line after a cancelled send. */
  get info(): string | null {
    return this.sending.info;
  }

  get selectedKey(): string | null {
    return this.choice.selectedKey;
  }

  get contact(): Contact {
    return this.standing.contact;
  }

  get context(): VerificationContext {
    return this.standing.context;
  }

  get settingsStore() {
    return this.standing.settingsStore;
  }

  loadSettings(): Promise<void> {
    return this.standing.loadSettings();
  }

  get settings(): VerificationSettings | null {
    return this.settingsStore.settings;
  }

  get request(): CallerRequest {
    return this.standing.request;
  }

  get methods(): VerificationMethod[] {
    return this.choice.methods;
  }

  get selectedItem(): CommunicationItem | null {
    return this.choice.selectedItem;
  }

  /** The standing's own box instead of the methods (MethodChoice says when). */
  get showsStanding(): boolean {
    return this.choice.showsStanding;
  }

  canSend(method: VerificationMethod): boolean {
    return this.choice.canSend(method);
  }

  alreadyProved(method: VerificationMethod): boolean {
    return this.choice.alreadyProved(method);
  }

  smsRefusal(item: CommunicationItem): SmsRefusal | null {
    return this.choice.smsRefusal(item);
  }

  displayValue(item: Pick<CommunicationItem, 'value'>): string {
    return this.phones.shown(item.value);
  }

  setContact(contact: Contact): void {
    if (contact === this.contact) return;
    this.standing.setContact(contact);
    this.choice.keepSelection();
  }

  /** A new context from the parent (it may pass a fresh object each render): taken in when it differs. */
  setContext(context: VerificationContext): void {
    if (!sameContext(this.context, context)) this.standing.setContext(context);
  }

  select(key: string): void {
    this.choice.select(key);
  }

  /** What the caller asks for: kept with the call (a reload keeps it), and two methods for the listed requests. */
  setRequest(request: CallerRequest): void {
    if (!CALLER_REQUESTS.includes(request)) return;
    this.standing.setRequest(request);
    this.calls.saveRequest(request);
  }

  /** Back to choosing a method (after a denied push, an expiry, an opt-out, for a second method). The call goes on. */
  startOver(): void {
    this.choice.choose();
    this.driver.startOver();
    this.code.clear();
    this.choice.useUnprovedItem();
  }

  /**
   * Verify again: a new call with its own record, so a request the approval policy holds is held once, and the
   * old record stays what it was (verified, denied, or doubted after failures).
   */
  verifyAgain(): void {
    this.calls.startNewCall();
    this.startOver();
  }

  /**
   * After a push the contact denied or let time out: the same push again. When it cannot go now (a note is
   * required, the contact is locked) the methods say why, beside the action.
   */
  retryPush(push: PushKind): void {
    this.startOver();
    if (this.canSend(PUSH_METHODS[push])) void this.sendPush(push);
  }

  /** After a push that did not verify: the methods, with a phone or email that can take a code chosen. */
  useAnotherMethod(): void {
    this.startOver();
    this.choice.useAnotherItem();
  }

  /** Sends a code to the chosen item (SMS for a phone, email for an address) or by Teams; a resend goes where it went. */
  sendCode(via?: CodeVia): Promise<void> {
    return this.sending.sendCode(via);
  }

  /** Sends a verification link to the chosen item; the contact answers it with the number the technician reads out. */
  sendLink(): Promise<void> {
    return this.sending.sendLink();
  }

  /** Sends a Duo or Microsoft push; the panel waits for the end user's answer. */
  sendPush(push: PushKind): Promise<void> {
    return this.sending.sendPush(push);
  }

  /** The technician's Cancel while a code or link is being sent: the request is aborted. */
  cancelSend(): void {
    this.sending.cancel();
  }

  /** Checks the code the caller read out. */
  checkCode(): Promise<void> {
    return this.codeCheck.check();
  }

  /** Adds the call's note to the ticket (verified, or denied by a manager), once: from the backend's record. */
  addTicketNote(): Promise<void> {
    return this.ticketNote.add();
  }

  /** The record a ticket note would report now; null when none can be added (no ticket, not ended, noted). */
  get noteFor() {
    return this.ticketNote.noteFor;
  }

  get noteSaving(): boolean {
    return this.ticketNote.saving;
  }

  /** The call's record waits for a manager (seen from another session): the panel goes to the approval. */
  continueApproval(): void {
    const record = this.standing.thisRecord;
    if (record?.status !== 'held' || !record.held) return;
    this.choice.choose();
    this.driver.take({
      kind: 'approval',
      validationId: record.held.validationId,
      approvalId: record.approval?.id ?? null,
      approval: null,
    });
  }
}
