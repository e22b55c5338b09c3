import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import {
  CALLER_REQUESTS,
  type CallerRequest,
  type CommunicationItem,
  type Contact,
  type Notifier,
  type RealtimeHub,
  token,
  type Clock,
  reportError,
  AppError,
} from '@features/api/core';
import { type FeatureSignals, type PageStoreFactory, AsyncAction } from '@features/api/ui';
import { callStateKey, type CallStates } from '../core/CallState';
import { codeCountdown, type Countdown } from '../core/codeCountdown';
import { SendsLockedError, type PushKind } from '../core/VerificationApi';
import type { VerificationContext } from '../core/VerificationContext';
import type { VerificationRecord } from '../core/VerificationRecord';
import type { CheckRequest, VerificationService } from '../core/VerificationService';
import {
  noteRequired,
  offeredMethods,
  type VerificationMethod,
  type VerificationSettings,
} from '../core/VerificationSettings';
import { smsRefusal, type SmsRefusal } from '../core/smsReach';
import { belongsToCall } from '../core/verificationStanding';
import { CallKeeper } from './CallKeeper';
import { CallSync } from './CallSync';
import { AwaitedAnswer } from './AwaitedAnswer';
import { ContactStanding } from './ContactStanding';
import { FlowTimers } from './FlowTimers';
import { NoteEntry } from './NoteEntry';
import { PhoneDisplayValues } from './PhoneDisplayValues';
import { proofRecords, usedMethods } from './provenMethods';
import { TypedCode } from './TypedCode';
import { defaultItem, itemKey, PUSH_METHODS, PUSH_POLL_MS } from './verificationFlow';
import { isTimed, nextFlow, type FlowEvent, type VerificationFlow } from '../core/verificationFlow';

export interface VerificationStoreDeps {
  service: VerificationService;
  clock: Clock;
  notifier: Notifier;
  /** Null when no realtime hub is bound: pushes and links are then followed by polling alone. */
  hub: RealtimeHub | null;
  /** Where the card and the sidebar read the contact's standing; null in a panel shown alone. */
  signals: FeatureSignals | null;
  /** Where calls in progress are kept for a reload or a second tab; null keeps nothing. */
  calls: CallStates | null;
  /** The signed-in technician (calls are kept per technician); null keeps nothing. */
  userId: string | null;
  /** Told every time the contact changes (a verification was recorded). */
  onContactChange(contact: Contact): void;
}

/** What the panel adds when it makes its store: the hub if one is bound, and who hears of contact changes. */
export type VerificationStoreLive = Pick<VerificationStoreDeps, 'hub' | 'onContactChange'>;

/** What the panel passes to make its store: the contact, the pod around it, and what it adds live. */
export interface VerificationStoreArgs {
  contact: Contact;
  context: VerificationContext;
  live: VerificationStoreLive;
}

/** Makes a panel's store (bound with the feature's bindings): one per panel and contact. */
export const VerificationStoreFactoryToken = token<PageStoreFactory<VerificationStoreArgs, VerificationStore>>(
  'features.endUserVerification.VerificationStoreFactory',
);

/**
 * View model of the verification panel: the chosen item, what the caller asks for, the code, push or
 * link flow (kept for a reload or a second tab), live updates. Where the contact stands for the call is
 * ContactStanding's, shared with the card and the sidebar.
 */
export class VerificationStore {
  readonly standing: ContactStanding;
  flow: VerificationFlow = { kind: 'idle' };
  selectedKey: string | null;
  /** The note a send may need, and the code the caller reads out. */
  readonly note: NoteEntry;
  readonly code = new TypedCode();
  /**
   * Set once the technician chose to verify (a send, "Verify again", "Verify for this call"): until then a
   * standing worth saying (one of 2 methods, a verification for another call, one that expired) is shown
   * with its own main action instead of the methods.
   */
  choosing = false;
  /** A short line after a cancelled send. */
  info: string | null = null;
  /** The time for the countdown (read every second while a code, push or link is out). */
  now: number;
  /** Phones as the API's beautifyPhoneNumber writes them: one format wherever the panel shows a number. */
  readonly phones: PhoneDisplayValues;
  readonly optedOut = observable.set<string>();

  /** One intended action, one request: while one runs, more clicks or Enters send nothing (even in one task). */
  private readonly sendAction = new AsyncAction((send: () => Promise<void>) => send());
  private readonly checkAction = new AsyncAction(() => this.performCheckCode());
  private readonly noteAction = new AsyncAction(() => this.performAddTicketNote());
  private controller: AbortController | null = null;
  private readonly timers: FlowTimers;
  private readonly calls: CallSync;
  private stops: Array<() => void> = [];
  private readonly answer: AwaitedAnswer;
  private disposed = false;

  constructor(
    contact: Contact,
    context: VerificationContext,
    private readonly deps: VerificationStoreDeps,
  ) {
    this.now = deps.clock.now();
    this.timers = new FlowTimers(deps.clock);
    this.standing = new ContactStanding(contact, context, deps);
    this.phones = new PhoneDisplayValues((value) => deps.service.displayPhone(value));
    this.selectedKey = defaultItem(contact);
    const key = deps.userId
      ? callStateKey({ userId: deps.userId, psaId: context.psaId, ticketId: context.ticketId, contactId: contact.id })
      : null;
    this.answer = new AwaitedAnswer(deps.service, {
      flow: () => this.flow,
      contact: () => this.contact,
      live: () => !this.disposed,
      verified: (record) => this.verified(record),
      ended: (event) => this.endAwaited(event),
      dispatch: (event) => this.dispatch(event),
    });
    this.calls = new CallSync(new CallKeeper(deps.calls, key, deps.clock), {
      standing: this.standing,
      flow: () => this.flow,
      settings: () => this.settings,
      live: () => !this.disposed,
      take: (flow) => this.takeFlow(flow),
    });
    this.note = new NoteEntry(() => this.needsNote);
    makeObservable<VerificationStore, 'tick' | 'setFlow' | 'dispatch'>(this, {
      flow: observableRef,
      selectedKey: observable,
      choosing: observable,
      showsStanding: computed,
      info: observable,
      now: observable,
      methods: computed,
      selectedItem: computed,
      countdown: computed,
      setContact: action,
      setContext: action,
      select: action,
      setRequest: action,
      startOver: action,
      useAnotherMethod: action,
      tick: action,
      setFlow: action,
      dispatch: action,
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
        // Another technician's or another ticket's verification is in the history and the tag, not this call's result.
        if (!this.disposed && belongsToCall(record, this.standing.call)) this.verified(record);
      }),
      this.standing.onCheckFailed((event) => this.answer.checkFailed(event)),
      this.calls.watch(),
    );
    // A push or link answered while the hub was down: ask now rather than at the next poll.
    if (this.deps.hub) this.stops.push(this.deps.hub.onReconnected(() => void this.answer.poll()));
    // A check in progress is resumed once the settings say how long a call lasts.
    this.stops.push(
      reaction(
        () => this.settings,
        (settings) => settings && this.calls.resume(settings),
        { fireImmediately: true },
      ),
    );
    this.continueFlow();
    void this.phones.load(this.contact.communicationItems);
  }

  /** Unsubscribes, stops timers and aborts a send in flight. What is stored stays for the next open. */
  dispose(): void {
    this.disposed = true;
    for (const stop of this.stops.splice(0)) stop();
    this.standing.dispose();
    this.timers.stopAll();
    this.controller?.abort();
    this.controller = null;
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
    return this.settings ? offeredMethods(this.settings, this.contact) : [];
  }

  get selectedItem(): CommunicationItem | null {
    return this.contact.communicationItems.find((item) => itemKey(item) === this.selectedKey) ?? null;
  }

  /** Another contact than the ticket's (when the settings ask), or repeated failures on this contact. */
  private get needsNote(): boolean {
    return (
      (!!this.settings && noteRequired(this.settings, this.context.isTicketContact)) ||
      this.standing.alert.kind !== 'none'
    );
  }

  /** The countdown of the code, push or link in flight; null when there is none. */
  get countdown(): Countdown | null {
    const flow = this.flow;
    if (flow.kind !== 'codeSent' && flow.kind !== 'pushPending' && flow.kind !== 'linkPending') return null;
    return codeCountdown(flow.expiresAt, this.now);
  }

  /**
   * The standing's own box instead of the methods: a verification just made (or resumed), or, until the
   * technician chooses to verify, a standing worth saying when the pod opens (verified for this call, 1 of
   * 2 methods, held for another call, expired).
   */
  get showsStanding(): boolean {
    if (this.flow.kind === 'verified') return true;
    const kind = this.standing.standing?.kind;
    return this.flow.kind === 'idle' && !this.choosing && !!kind && kind !== 'never' && kind !== 'lapsed';
  }

  /** Whether a method can be used: SMS needs a phone that may take a code, email an email; nothing while sends are locked. */
  canSend(method: VerificationMethod): boolean {
    if (this.standing.locked || this.alreadyProved(method)) return false;
    const item = this.selectedItem;
    if (method === 'sms') return item?.type === 'phone' && !this.smsRefusal(item);
    if (method === 'email') return item?.type === 'email';
    if (method === 'link') return !!item && !this.smsRefusal(item);
    return true;
  }

  /** For a request that needs two methods: this method already verified the call, so it cannot be the second. */
  alreadyProved(method: VerificationMethod): boolean {
    const standing = this.standing.standing;
    return standing?.kind === 'partial' && usedMethods(standing.proof).has(method);
  }

  /** Why no code or link may be texted to the item (the contact opted out, a shared line, a landline), or null. */
  smsRefusal(item: CommunicationItem): SmsRefusal | null {
    return smsRefusal(item, this.contact, this.optedOut.has(item.value));
  }

  displayValue(item: Pick<CommunicationItem, 'value'>): string {
    return this.phones.shown(item.value);
  }

  setContact(contact: Contact): void {
    if (contact === this.contact) return;
    this.standing.setContact(contact);
    if (!this.selectedItem) this.selectedKey = defaultItem(contact);
  }

  /** A new context from the parent (it may pass a fresh object each render): taken in when it differs. */
  setContext(context: VerificationContext): void {
    const was = this.context;
    if (
      was.psaId === context.psaId &&
      was.ticketId === context.ticketId &&
      was.companyId === context.companyId &&
      was.isTicketContact === context.isTicketContact
    )
      return;
    this.standing.setContext(context);
  }

  select(key: string): void {
    this.selectedKey = key;
    if (this.flow.kind === 'optedOut') this.flow = { kind: 'idle' };
  }

  /** What the caller asks for: kept with the call (a reload keeps it), and two methods for the listed requests. */
  setRequest(request: CallerRequest): void {
    if (!CALLER_REQUESTS.includes(request)) return;
    this.standing.setRequest(request);
    this.calls.saveRequest(request);
  }

  /** Back to choosing a method (after a denial, an expiry, an opt-out or a verification). The call goes on. */
  startOver(): void {
    this.timers.stopAll();
    this.choosing = true;
    this.flow = nextFlow(this.flow, { type: 'startOver' });
    this.code.clear();
    this.calls.remember(this.flow);
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
    const item = this.contact.communicationItems.find(
      (candidate) => candidate.type === 'email' || (candidate.type === 'phone' && !this.smsRefusal(candidate)),
    );
    if (item) this.selectedKey = itemKey(item);
  }

  /** Sends a code to the chosen item (SMS for a phone, email for an email address). */
  async sendCode(): Promise<void> {
    await this.sendAction.run(() => this.performSend('code'));
  }

  /** Sends a verification link to the chosen item; the contact answers it with the number the technician reads out. */
  async sendLink(): Promise<void> {
    await this.sendAction.run(() => this.performSend('link'));
  }

  private async performSend(what: 'code' | 'link'): Promise<void> {
    const item = this.selectedItem;
    const ask = this.checkRequest();
    if (!item || !ask) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.timers.stopAll();
    runInAction(() => (this.info = null));
    this.code.clear();
    this.dispatch({ type: 'send', item, what });
    try {
      const next = await this.send(what, item, ask, controller.signal);
      if (controller.signal.aborted) return;
      if (next.kind === 'optedOut') runInAction(() => this.optedOut.add(item.value));
      else this.calls.saveCallId(ask.callId);
      this.dispatch({ type: 'sent', flow: next });
      this.continueFlow();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'cancelled') {
        runInAction(() => (this.info = `Sending cancelled. No ${what} was sent.`));
      } else this.refused(error);
      this.dispatch({ type: 'sendFailed' });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Sends a code or a link; the flow it leads to (opted out: nothing was sent). */
  private async send(
    what: 'code' | 'link',
    item: CommunicationItem,
    ask: CheckRequest,
    signal: AbortSignal,
  ): Promise<Extract<FlowEvent, { type: 'sent' }>['flow']> {
    const { service } = this.deps;
    if (what === 'link') {
      const result = await service.sendLink(this.context, this.contact, item, ask, signal);
      if (result.kind === 'optedOut') return { kind: 'optedOut', item };
      const { validationId, expiresAt, matchNumber } = result.sent;
      return { kind: 'linkPending', item, validationId, expiresAt, matchNumber, confirmed: false };
    }
    const result = await service.sendCode(this.context, this.contact, item, ask, signal);
    if (result.kind === 'optedOut') return { kind: 'optedOut', item };
    return {
      kind: 'codeSent',
      item,
      validationId: result.sent.validationId,
      expiresAt: result.sent.expiresAt,
      problem: null,
      triesLeft: null,
      checking: false,
    };
  }

  /** The technician's Cancel while a code or link is being sent: the request is aborted. */
  cancelSend(): void {
    this.controller?.abort();
  }

  /** Checks the code the caller read out. */
  async checkCode(): Promise<void> {
    await this.checkAction.run();
  }

  private async performCheckCode(): Promise<void> {
    const flow = this.flow;
    if (flow.kind !== 'codeSent' || flow.checking) return;
    this.code.touch();
    if (this.code.error) return;
    this.dispatch({ type: 'check' });
    try {
      const { outcome } = await this.deps.service.check(this.contact, flow.validationId, this.code.entered);
      if (this.disposed) return;
      if (outcome.status === 'verified') return this.verified(outcome.record);
      // A wrong code is a failure on the contact: the callout and a lock show without waiting for the hub.
      void this.standing.loadAttempts();
      if (outcome.status === 'wrong')
        return this.dispatch({ type: 'checked', status: 'wrong', triesLeft: outcome.triesLeft });
      this.dispatch({ type: 'checked', status: outcome.status === 'locked' ? 'locked' : 'expired' });
      this.timers.stopAll();
    } catch (error) {
      this.report(error);
      this.dispatch({ type: 'checkFailed' });
    }
  }

  /** Sends a Duo or Microsoft push; the panel waits for the end user's answer. */
  async sendPush(push: PushKind): Promise<void> {
    await this.sendAction.run(() => this.performSendPush(push));
  }

  private async performSendPush(push: PushKind): Promise<void> {
    const ask = this.checkRequest();
    if (!ask) return;
    this.timers.stopAll();
    runInAction(() => (this.info = null));
    this.dispatch({ type: 'sendPush', push });
    try {
      const sent = await this.deps.service.sendPush(push, this.context, this.contact, ask);
      if (this.disposed) return;
      this.calls.saveCallId(ask.callId);
      this.dispatch({
        type: 'sent',
        flow: { kind: 'pushPending', push, validationId: sent.validationId, expiresAt: sent.expiresAt },
      });
      this.continueFlow();
    } catch (error) {
      this.refused(error);
      this.dispatch({ type: 'sendFailed' });
    }
  }

  /** After a verification: adds a note to the ticket saying who was verified, how (every method of the call) and by whom. */
  async addTicketNote(): Promise<void> {
    await this.noteAction.run();
  }

  private async performAddTicketNote(): Promise<void> {
    const opened = this.standing.standing;
    // Opened on this call's verification (another browser made it): its result is the standing's.
    if (this.flow.kind === 'idle' && opened?.kind === 'verified')
      this.dispatch({ type: 'verified', record: proofRecords(opened.proof)[0]! });
    const flow = this.flow;
    if (flow.kind !== 'verified' || flow.note !== 'idle') return;
    this.dispatch({ type: 'ticketNote', note: 'saving' });
    const standing = this.standing.standing;
    const records = standing?.kind === 'verified' ? proofRecords(standing.proof) : [flow.record];
    try {
      await this.deps.service.addTicketNote(this.context, this.contact, records, this.request);
      this.dispatch({ type: 'ticketNote', note: 'saved' });
    } catch (error) {
      this.report(error);
      this.dispatch({ type: 'ticketNote', note: 'idle' });
    }
  }

  private endAwaited(event: Extract<FlowEvent, { type: 'awaitedEnded' }>): void {
    this.timers.stopAll();
    this.dispatch(event);
    void this.standing.loadAttempts();
  }

  private verified(record: VerificationRecord): void {
    this.timers.stopAll();
    this.code.clear();
    this.dispatch({ type: 'verified', record });
    // Recorded once on the contact as it is now (the check's answer and the hub's event may both bring it).
    this.standing.record(record);
  }

  /** Takes a flow from storage (this tab's after a reload, or another tab's) without writing it back. */
  private takeFlow(flow: VerificationFlow): void {
    this.timers.stopAll();
    runInAction(() => (this.flow = flow));
    this.continueFlow();
  }

  /** The timers a flow needs: the countdown, and polling while the contact's answer is awaited. */
  private continueFlow(): void {
    const flow = this.flow;
    if (flow.kind !== 'codeSent' && flow.kind !== 'pushPending' && flow.kind !== 'linkPending') return;
    runInAction(() => (this.now = this.deps.clock.now()));
    this.timers.stopAll();
    this.timers.every(1000, () => this.tick());
    if (flow.kind !== 'codeSent') {
      this.timers.every(PUSH_POLL_MS, () => void this.answer.poll());
      void this.answer.poll(); // resumed after a reload: the answer may be in already
    }
    this.tick();
  }

  private tick(): void {
    this.now = this.deps.clock.now();
    const flow = this.flow;
    if (!isTimed(flow) || this.now < flow.expiresAt) return;
    // Past its time: the core says what the flow becomes; nothing is left to count down.
    if (flow.kind === 'codeSent') {
      this.timers.stopAll();
      this.dispatch({ type: 'tick', now: this.now });
    } else this.endAwaited({ type: 'awaitedEnded', how: 'expired', reason: null });
  }

  /** Moves the flow by the core's rules (an event that does not apply changes nothing) and keeps it with the call. */
  private dispatch(event: FlowEvent): void {
    const next = nextFlow(this.flow, event);
    if (next !== this.flow) this.setFlow(next);
  }

  private setFlow(flow: VerificationFlow): void {
    this.flow = flow;
    this.calls.remember(this.flow);
  }

  /**
   * The note, the request and the call's id for a send; null when a required note is missing (the note
   * field then says so, and takes the focus). A note that is not needed yet is not marked wrong.
   */
  private checkRequest(): CheckRequest | null {
    if (!this.settings) return null;
    if (this.note.holdsBack()) return null;
    runInAction(() => (this.choosing = true));
    return {
      note: this.note.text,
      request: this.request,
      callId: this.calls.callId(this.settings),
    };
  }

  /** A send the backend refused: a lock is shown beside the actions it disables; anything else is told. */
  private refused(error: unknown): void {
    if (error instanceof SendsLockedError) return this.standing.setLock(error.until);
    this.report(error);
    void this.standing.loadAttempts(); // a refusal may be a lock the answer did not say: the panel says until when
  }

  private report(error: unknown): void {
    reportError(this.deps.notifier, error);
  }
}
