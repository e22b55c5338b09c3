import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { CommunicationItem, Contact } from '../../../core/contact/Contact';
import type { Notifier } from '../../../core/notifications/Notifier';
import type { RealtimeHub } from '../../../core/realtime/RealtimeHub';
import { AppError } from '../../../core/shared/AppError';
import { token } from '../../../core/shared/Token';
import type { Clock } from '../../../core/time/Clock';
import { codeCountdown, type Countdown } from '../core/codeCountdown';
import type { ContactVerificationPassed } from '../core/ContactVerificationPassed';
import type { PushKind } from '../core/VerificationApi';
import type { VerificationContext } from '../core/VerificationContext';
import type { VerificationRecord } from '../core/VerificationRecord';
import type { VerificationService } from '../core/VerificationService';
import { noteRequired, offeredMethods, type VerificationMethod, type VerificationSettings } from '../core/VerificationSettings';
import { AsyncAction } from '../../../ui/common/AsyncAction';
import { FlowTimers } from './FlowTimers';
import { followLiveVerifications } from './followLiveVerifications';
import { reportError } from '../../../core/notifications/reportError';
import { defaultItem, itemKey, PUSH_POLL_MS, type VerificationFlow } from './verificationFlow';
import { VerificationSettingsStore } from './VerificationSettingsStore';
import { PhoneDisplayValues } from './PhoneDisplayValues';
import { presumedOptedOut } from '../core/smsReach';

export interface VerificationStoreDeps {
  service: VerificationService;
  clock: Clock;
  notifier: Notifier;
  /** Null when no realtime hub is bound: pushes are then followed by polling alone. */
  hub: RealtimeHub | null;
  /** Told every time the contact changes (a verification was recorded). */
  onContactChange(contact: Contact): void;
}

/** What the panel adds when it makes its store: the hub if one is bound, and who hears of contact changes. */
export type VerificationStoreLive = Pick<VerificationStoreDeps, 'hub' | 'onContactChange'>;

/** Makes a panel's store (bound with the feature's bindings): one per panel. */
export const VerificationStoreFactoryToken = token<(contact: Contact, context: VerificationContext, live: VerificationStoreLive) => VerificationStore>(
  'features.endUserVerification.VerificationStoreFactory',
);

/** View model of the verification panel: settings, the chosen item, the code or push flow, live updates. */
export class VerificationStore {
  contact: Contact;
  context: VerificationContext;
  readonly settingsStore: VerificationSettingsStore;
  flow: VerificationFlow = { kind: 'idle' };
  selectedKey: string | null;
  note = '';
  code = '';
  /** Set once the technician tried to go on without a required note or a six-digit code. */
  noteTouched = false;
  codeTouched = false;
  /** A short line after a cancelled send. */
  info: string | null = null;
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
  private unsubscribe: (() => void) | null = null;
  private polling = false;
  private disposed = false;

  constructor(
    contact: Contact,
    context: VerificationContext,
    private readonly deps: VerificationStoreDeps,
  ) {
    this.contact = contact;
    this.context = context;
    this.now = deps.clock.now();
    this.timers = new FlowTimers(deps.clock);
    this.settingsStore = new VerificationSettingsStore(deps.service);
    this.phones = new PhoneDisplayValues((value) => deps.service.displayPhone(value));
    this.selectedKey = defaultItem(contact);
    makeObservable<VerificationStore, 'tick' | 'setFlow'>(this, {
      contact: observableRef,
      context: observableRef,
      flow: observableRef,
      selectedKey: observable,
      note: observable,
      code: observable,
      noteTouched: observable,
      codeTouched: observable,
      info: observable,
      now: observable,
      methods: computed,
      selectedItem: computed,
      needsNote: computed,
      noteError: computed,
      codeError: computed,
      enteredCode: computed,
      countdown: computed,
      setContact: action,
      setContext: action,
      select: action,
      setNote: action,
      setCode: action,
      startOver: action,
      tick: action,
      setFlow: action,
    });
  }

  /** Subscribes to the hub for this contact and loads what the panel needs. Safe to call again after dispose. */
  start(): void {
    this.disposed = false;
    // A push answered while the hub was down: poll now rather than at the next tick.
    this.unsubscribe ??= this.deps.hub ? followLiveVerifications(this.deps.hub, (event) => this.onVerificationPassed(event), () => void this.pollPush()) : null;
    if (this.settingsStore.state !== 'ready') void this.loadSettings();
    void this.phones.load(this.contact.communicationItems);
  }

  /** Unsubscribes, stops timers and aborts a send in flight. */
  dispose(): void {
    this.disposed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.timers.stopAll();
    this.controller?.abort();
    this.controller = null;
  }

  loadSettings(): Promise<void> {
    return this.settingsStore.load(this.context);
  }

  get settings(): VerificationSettings | null {
    return this.settingsStore.settings;
  }

  get methods(): VerificationMethod[] {
    return this.settings ? offeredMethods(this.settings, this.contact) : [];
  }

  get selectedItem(): CommunicationItem | null {
    return this.contact.communicationItems.find((item) => itemKey(item) === this.selectedKey) ?? null;
  }

  get needsNote(): boolean {
    return !!this.settings && noteRequired(this.settings, this.context.isTicketContact);
  }

  get noteError(): string | null {
    return this.noteTouched && this.needsNote && !this.note.trim() ? 'Required' : null;
  }

  /** The code as typed, spaces dropped (callers often read it out as "123 456"). */
  get enteredCode(): string {
    return this.code.replace(/\s/g, '');
  }

  get codeError(): string | null {
    return this.codeTouched && !/^\d{6}$/.test(this.enteredCode) ? 'Enter the six-digit code.' : null;
  }

  /** The countdown of the code or push in flight; null when there is none. */
  get countdown(): Countdown | null {
    const flow = this.flow;
    if (flow.kind !== 'codeSent' && flow.kind !== 'pushPending') return null;
    return codeCountdown(flow.expiresAt, this.now);
  }

  /** Whether a method can be used for the chosen item (SMS needs a phone, Email an email). */
  canSend(method: VerificationMethod): boolean {
    const item = this.selectedItem;
    if (method === 'sms') return item?.type === 'phone' && !this.isOptedOut(item);
    if (method === 'email') return item?.type === 'email';
    return true;
  }

  /** Known not to take texts: the backend said so at a send, or the contact opted out and this is the mobile. */
  isOptedOut(item: CommunicationItem): boolean {
    return item.type === 'phone' && (this.optedOut.has(item.value) || presumedOptedOut(item, this.contact));
  }

  displayValue(item: CommunicationItem): string {
    return this.phones.shown(item.value);
  }

  setContact(contact: Contact): void {
    if (contact === this.contact) return;
    this.contact = contact;
    if (!this.selectedItem) this.selectedKey = defaultItem(contact);
  }

  /**
   * A new context from the parent (it may pass a fresh object each render): taken in when it differs;
   * another integration or company means other settings.
   */
  setContext(context: VerificationContext): void {
    const was = this.context;
    if (was.psaId === context.psaId && was.ticketId === context.ticketId && was.companyId === context.companyId && was.isTicketContact === context.isTicketContact) return;
    this.context = context;
    if (was.psaId !== context.psaId || was.companyId !== context.companyId) void this.loadSettings();
  }

  select(key: string): void {
    this.selectedKey = key;
    if (this.flow.kind === 'optedOut') this.flow = { kind: 'idle' };
  }

  setNote(note: string): void {
    this.note = note;
  }

  setCode(code: string): void {
    this.code = code;
  }

  /** Back to choosing a method (after a denial, an expiry, an opt-out or a verification). */
  startOver(): void {
    this.timers.stopAll();
    this.flow = { kind: 'idle' };
    this.code = '';
    this.codeTouched = false;
  }

  /** Sends a code to the chosen item (SMS for a phone, email for an email address). */
  async sendCode(): Promise<void> { await this.sendAction.run(() => this.performSendCode()); }

  private async performSendCode(): Promise<void> {
    const item = this.selectedItem;
    if (!item || !this.noteReady()) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.timers.stopAll();
    runInAction(() => {
      this.info = null;
      this.code = '';
      this.codeTouched = false;
    });
    this.setFlow({ kind: 'sending', item });
    try {
      const result = await this.deps.service.sendCode(this.context, this.contact, item, this.note, controller.signal);
      if (controller.signal.aborted) return;
      if (result.kind === 'optedOut') {
        runInAction(() => this.optedOut.add(item.value));
        this.setFlow({ kind: 'optedOut', item });
        return;
      }
      this.setFlow({ kind: 'codeSent', item, validationId: result.sent.validationId, expiresAt: result.sent.expiresAt, problem: null, triesLeft: null, checking: false });
      this.startTicking();
    } catch (error) {
      if (error instanceof AppError && error.kind === 'cancelled') {
        runInAction(() => (this.info = 'Sending cancelled. No code was sent.'));
      } else {
        this.report(error);
      }
      if (this.flow.kind === 'sending') this.setFlow({ kind: 'idle' });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** The technician's Cancel while a code is being sent: the request is aborted. */
  cancelSend(): void {
    this.controller?.abort();
  }

  /** Checks the code the caller read out. */
  async checkCode(): Promise<void> { await this.checkAction.run(); }

  private async performCheckCode(): Promise<void> {
    const flow = this.flow;
    if (flow.kind !== 'codeSent' || flow.checking) return;
    runInAction(() => (this.codeTouched = true));
    if (this.codeError) return;
    this.setFlow({ ...flow, checking: true });
    try {
      const { outcome, contact } = await this.deps.service.check(this.contact, flow.validationId, this.enteredCode);
      if (this.disposed) return;
      if (outcome.status === 'verified') return this.verified(contact, outcome.record);
      if (outcome.status === 'wrong') return this.setFlow({ ...flow, checking: false, problem: 'wrong', triesLeft: outcome.triesLeft });
      this.setFlow({ ...flow, checking: false, problem: outcome.status === 'locked' ? 'locked' : 'expired', triesLeft: outcome.status === 'locked' ? 0 : null });
      this.timers.stopAll();
    } catch (error) {
      this.report(error);
      this.setFlow({ ...flow, checking: false });
    }
  }

  /** Sends a Duo or Microsoft push; the panel waits for the end user's answer. */
  async sendPush(push: PushKind): Promise<void> { await this.sendAction.run(() => this.performSendPush(push)); }

  private async performSendPush(push: PushKind): Promise<void> {
    if (!this.noteReady()) return;
    this.timers.stopAll();
    runInAction(() => (this.info = null));
    this.setFlow({ kind: 'pushSending', push });
    try {
      const sent = await this.deps.service.sendPush(push, this.context, this.contact, this.note);
      if (this.disposed) return;
      this.setFlow({ kind: 'pushPending', push, validationId: sent.validationId, expiresAt: sent.expiresAt });
      this.startTicking();
      this.timers.every(PUSH_POLL_MS, () => void this.pollPush());
    } catch (error) {
      this.report(error);
      this.setFlow({ kind: 'idle' });
    }
  }

  /** After a verification: adds a note to the ticket saying who was verified, how and by whom. */
  async addTicketNote(): Promise<void> { await this.noteAction.run(); }

  private async performAddTicketNote(): Promise<void> {
    const flow = this.flow;
    if (flow.kind !== 'verified' || flow.note !== 'idle') return;
    this.setFlow({ ...flow, note: 'saving' });
    try {
      await this.deps.service.addTicketNote(this.context, this.contact, flow.record);
      this.setFlow({ ...flow, note: 'saved' });
    } catch (error) {
      this.report(error);
      this.setFlow({ ...flow, note: 'idle' });
    }
  }

  private async pollPush(): Promise<void> {
    const flow = this.flow;
    if (flow.kind !== 'pushPending' || this.polling) return;
    this.polling = true;
    try {
      const { outcome, contact } = await this.deps.service.check(this.contact, flow.validationId, null);
      if (this.flow !== flow || this.disposed) return;
      if (outcome.status === 'verified') this.verified(contact, outcome.record);
      else if (outcome.status === 'denied') this.endPush({ kind: 'pushDenied', push: flow.push });
      else if (outcome.status === 'expired') this.endPush({ kind: 'pushExpired', push: flow.push });
    } catch {
      // A failed poll is retried on the next tick; the HTTP layer already said what went wrong.
    } finally {
      this.polling = false;
    }
  }

  private onVerificationPassed(event: ContactVerificationPassed): void {
    const updated = this.deps.service.applyLiveEvent(this.contact, this.context, event);
    // Someone else's contact, or this verification is already recorded (the check answered first).
    if (!updated || updated === this.contact || this.disposed) return;
    const record = { value: event.value, validationType: event.validationType, inspectorName: event.inspectorName, note: event.note, date: event.date };
    this.verified(updated, record);
  }

  private verified(contact: Contact, record: VerificationRecord): void {
    this.timers.stopAll();
    runInAction(() => {
      this.code = '';
      this.codeTouched = false;
    });
    this.setFlow({ kind: 'verified', record, note: 'idle' });
    if (contact !== this.contact) {
      runInAction(() => (this.contact = contact));
      this.deps.onContactChange(contact);
    }
  }

  private endPush(flow: VerificationFlow): void {
    this.timers.stopAll();
    this.setFlow(flow);
  }

  private tick(): void {
    this.now = this.deps.clock.now();
    const flow = this.flow;
    if (!this.countdown?.expired) return;
    if (flow.kind === 'codeSent' && !flow.problem) {
      this.flow = { ...flow, problem: 'expired' };
      this.timers.stopAll();
    } else if (flow.kind === 'pushPending') {
      this.endPush({ kind: 'pushExpired', push: flow.push });
    }
  }

  private startTicking(): void {
    runInAction(() => (this.now = this.deps.clock.now()));
    this.timers.every(1000, () => this.tick());
  }

  private setFlow(flow: VerificationFlow): void {
    this.flow = flow;
  }

  private noteReady(): boolean {
    runInAction(() => (this.noteTouched = true));
    return !this.noteError;
  }

  private report(error: unknown): void {
    reportError(this.deps.notifier, error);
  }
}
