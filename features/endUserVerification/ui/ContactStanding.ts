import { action, autorun, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import type { CallerRequest, CommunicationItem, Contact, RealtimeHub, Clock } from '@features/api/core';
import { contactSignalKey, type FeatureSignals, NOW_REFRESH_MS } from '@features/api/ui';
import { ContactVerificationFailedEvent, type ContactVerificationFailed } from '../core/ContactVerificationFailed';
import { ContactVerificationPassedEvent, type ContactVerificationPassed } from '../core/ContactVerificationPassed';
import {
  attemptsAlert,
  attemptsAlertChangesAt,
  type AttemptsAlert,
  type ContactAttempts,
} from '../core/failedAttempts';
import type { CallRecord } from '../core/CallRecord';
import { recordVerificationOnce } from '../core/recordVerification';
import { historyWithRecords } from '../core/recordsInHistory';
import { thisCallRecord } from '../core/thisCall';
import type { VerificationContext } from '../core/VerificationContext';
import type { VerificationRecord } from '../core/VerificationRecord';
import type { VerificationService } from '../core/VerificationService';
import { methodsNeeded, noteRequired } from '../core/VerificationSettings';
import {
  itemStanding,
  standingChangesAt,
  verificationStanding,
  type ItemStanding,
  type ThisCall,
  type VerificationStanding,
} from '../core/verificationStanding';
import { CallRecordsStore } from './CallRecordsStore';
import { FailedAttemptsStore } from './FailedAttemptsStore';
import { standingSignal } from './standingSignal';
import { VerificationSettingsStore } from './VerificationSettingsStore';

export interface ContactStandingDeps {
  service: VerificationService;
  clock: Clock;
  /** Null when no realtime hub is bound: failures and passes by others then show on the next load. */
  hub: RealtimeHub | null;
  /** Where the card and the sidebar read the standing; null in a panel shown alone. */
  signals: FeatureSignals | null;
  /** The signed-in technician's user id: only their own checks on this ticket are this call's. Null: none are. */
  userId: string | null;
  /** Told every time the contact changes (a verification was recorded). */
  onContactChange(contact: Contact): void;
}

/** How often the clock is read: a jump (sleep, a clock set by hand) is seen within a second. */
const CLOCK_READ_MS = 1_000;
/**
 * How often the time is taken in without a change due: "12 min ago" stays right to the minute. The kit's
 * times refresh on the same quarter minutes of the clock (NOW_REFRESH_MS), so the tag and the history age together.
 */
const STANDING_REFRESH_MS = NOW_REFRESH_MS;

/**
 * Where the contact stands for this call, for everyone who shows it (the panel, its items, the contact
 * card and the sidebar through FeatureSignals): the backend's records of the contact's calls, the failed
 * attempts of every technician and the backend's lock, each derived by a pure rule from data and the clock.
 * Nothing is kept of its own: every session reads the same records. Live: the hub's news of this contact make
 * it read the records and failures again; after a reconnect both are read again.
 */
export class ContactStanding {
  contact: Contact;
  context: VerificationContext;
  readonly settingsStore: VerificationSettingsStore;
  /** The backend's records of the contact's calls. */
  readonly records: CallRecordsStore;
  /** The contact's failed checks and the backend's lock. */
  readonly failures: FailedAttemptsStore;
  /** What the caller asks for, as the panel chose it before the call's record fixed it. */
  draftRequest: CallerRequest = 'Other';
  /** The call's own id once it has one (a check was sent, or one is resumed): on a contact screen it says which checks are this call's. */
  callId: string | null = null;
  now: number;
  private stops: Array<() => void> = [];
  private readonly passedListeners = new Set<(event: ContactVerificationPassed, contact: Contact) => void>();
  private readonly failedListeners = new Set<(event: ContactVerificationFailed) => void>();

  constructor(
    contact: Contact,
    context: VerificationContext,
    private readonly deps: ContactStandingDeps,
  ) {
    this.contact = contact;
    this.context = context;
    this.now = deps.clock.now();
    this.settingsStore = new VerificationSettingsStore(deps.service);
    this.records = new CallRecordsStore(deps.service, deps.hub, () => ({
      psaId: this.context.psaId,
      contactId: this.contact.id,
    }));
    this.failures = new FailedAttemptsStore(() => deps.service.attempts(this.context, this.contact));
    makeObservable<ContactStanding, 'tick' | 'takeRecords' | 'changeContact'>(this, {
      contact: observableRef,
      context: observableRef,
      draftRequest: observable,
      callId: observable,
      now: observable,
      call: computed,
      thisRecord: computed,
      request: computed,
      requestFixed: computed,
      nextChange: computed,
      standing: computed,
      alert: computed,
      methodsNeeded: computed,
      locked: computed,
      setContact: action,
      setContext: action,
      setRequest: action,
      setCallId: action,
      record: action,
      tick: action,
      takeRecords: action,
      changeContact: action,
    });
  }

  /** Listens (hub, clock), loads settings and failures, and publishes to the card and sidebar. Safe after dispose. */
  start(): void {
    if (this.stops.length) return;
    runInAction(() => (this.now = this.deps.clock.now())); // a store kept from an earlier mount reads the time afresh
    const hub = this.deps.hub;
    if (hub) {
      this.stops.push(hub.on(ContactVerificationPassedEvent, (event) => this.onPassed(event)));
      this.stops.push(hub.on(ContactVerificationFailedEvent, (event) => this.onFailed(event)));
      this.stops.push(hub.onReconnected(() => void this.loadAttempts()));
    }
    this.stops.push(this.deps.clock.every(CLOCK_READ_MS, () => this.tick()));
    this.stops.push(this.records.start());
    // What the records say goes into the history the card shows (the approver, a denial, a pass missed live).
    this.stops.push(
      reaction(
        () => this.records.records,
        (records) => this.takeRecords(records),
        { fireImmediately: true },
      ),
    );
    const signals = this.deps.signals;
    if (signals)
      this.stops.push(autorun(() => signals.publish('endUserVerification', this.signalKey, standingSignal(this))));
    if (this.settingsStore.state !== 'ready') void this.loadSettings();
    void this.loadAttempts();
  }

  /** Stops listening; what was published stays (with its end), so the sidebar turns neutral on time. */
  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  loadSettings(): Promise<void> {
    return this.settingsStore.load(this.context);
  }

  /** Reads the contact's failures again (only the latest answer counts). */
  loadAttempts(): Promise<void> {
    return this.failures.load();
  }

  get attempts(): ContactAttempts {
    return this.failures.attempts;
  }

  get signalKey(): string {
    return contactSignalKey(this.context.psaId, this.contact.id);
  }

  /** The backend's record of the call the pod is on, when it has one. */
  get thisRecord(): CallRecord | null {
    const settings = this.settingsStore.settings;
    if (!settings) return null;
    return thisCallRecord(this.records.records, this.call, settings.verifiedForMinutes, this.now);
  }

  /** The id of the call the pod is on: its own, or that of the record a second session continues. */
  get ownCallId(): string | null {
    return this.callId ?? this.thisRecord?.callId ?? null;
  }

  /** Whether what the caller asks for is the record's for good (a method passed, or the call was held or answered). */
  get requestFixed(): boolean {
    const record = this.thisRecord;
    return !!record && record.status !== 'open';
  }

  /** What the caller asks for: the record's once it is fixed, otherwise the panel's choice. */
  get request(): CallerRequest {
    return this.requestFixed ? this.thisRecord!.request : this.draftRequest;
  }

  /** How many different methods the request needs: the record says, or the settings for the choice. */
  get methodsNeeded(): 1 | 2 {
    const record = this.thisRecord;
    if (record && this.requestFixed) return record.methodsNeeded;
    const settings = this.settingsStore.settings;
    return settings ? methodsNeeded(settings, this.request) : 1;
  }

  /** The call the pod is on: this ticket, this technician, this call's id. */
  get call(): ThisCall {
    return { ticketId: this.context.ticketId, technicianId: this.deps.userId, callId: this.callId };
  }

  /** Null until the settings and the backend's records are known: nothing is green before that. */
  get standing(): VerificationStanding | null {
    const settings = this.settingsStore.settings;
    if (!settings || !this.records.loaded) return null;
    return verificationStanding(this.facts, settings, this.now, this.call);
  }

  /** What the standing is derived from: the records, the history and the failures, all the backend's. */
  get facts() {
    return { records: this.records.records, history: this.contact.history, attempts: this.attempts };
  }

  /** When the standing or the failures callout next changes by itself; null when nothing will. */
  get nextChange(): number | null {
    const settings = this.settingsStore.settings;
    if (!settings) return null;
    const moments = [
      standingChangesAt(this.facts, settings, this.now),
      attemptsAlertChangesAt(this.attempts, settings.failedAttempts, this.now),
    ].filter((moment): moment is number => moment !== null);
    return moments.length ? Math.min(...moments) : null;
  }

  get alert(): AttemptsAlert {
    const settings = this.settingsStore.settings;
    return settings ? attemptsAlert(this.attempts, settings.failedAttempts, this.now) : { kind: 'none' };
  }

  get locked(): boolean {
    return this.alert.kind === 'locked';
  }

  /** A send needs a note: another contact than the ticket's (when the settings ask), or repeated failures. */
  get noteNeeded(): boolean {
    const settings = this.settingsStore.settings;
    return (!!settings && noteRequired(settings, this.context.isTicketContact)) || this.alert.kind !== 'none';
  }

  itemStanding(item: CommunicationItem): ItemStanding | null {
    const standing = this.standing;
    return standing ? itemStanding(item, standing, this.contact.history) : null;
  }

  setContact(contact: Contact): void {
    this.contact = contact;
  }

  setContext(context: VerificationContext): void {
    const was = this.context;
    this.context = context;
    if (was.psaId !== context.psaId || was.companyId !== context.companyId) void this.loadSettings();
  }

  setRequest(request: CallerRequest): void {
    this.draftRequest = request;
  }

  setCallId(callId: string | null): void {
    this.callId = callId;
  }

  /** The backend refused a send: the contact is locked until `until` (shown at once; the failures are read again). */
  setLock(until: number): void {
    this.failures.lockUntil(until);
  }

  /**
   * Records a verification in the contact's history (once) and tells the pod; the records are read again, as
   * only they say what the verification means for the call. Returns the contact as it is now.
   */
  record(record: VerificationRecord): Contact {
    this.changeContact(recordVerificationOnce(this.contact, record));
    void this.records.load();
    return this.contact;
  }

  private takeRecords(records: readonly CallRecord[]): void {
    this.changeContact(historyWithRecords(this.contact, records));
  }

  private changeContact(updated: Contact): void {
    if (updated === this.contact) return;
    this.contact = updated;
    this.now = this.deps.clock.now();
    this.deps.onContactChange(updated);
  }

  /** A verification of this contact arrived live (any technician, or the contact's own link or push). */
  onVerificationPassed(listener: (event: ContactVerificationPassed, contact: Contact) => void): () => void {
    this.passedListeners.add(listener);
    return () => void this.passedListeners.delete(listener);
  }

  /** A check on this contact failed live. */
  onCheckFailed(listener: (event: ContactVerificationFailed) => void): () => void {
    this.failedListeners.add(listener);
    return () => void this.failedListeners.delete(listener);
  }

  private onPassed(event: ContactVerificationPassed): void {
    const updated = this.deps.service.applyLiveEvent(this.contact, this.context, event);
    if (!updated) return;
    // The records store heard the same event and reads the records again: only the history changes here.
    this.changeContact(updated);
    for (const listener of this.passedListeners) listener(event, this.contact);
  }

  private onFailed(event: ContactVerificationFailed): void {
    if (event.contactId !== this.contact.id || event.psaId !== this.context.psaId) return;
    this.failures.heard(event);
    for (const listener of this.failedListeners) listener(event);
  }

  /**
   * Reads the clock every second but takes the time in only when something shown may differ: a change
   * due (a window closing, a lock ending), the next quarter minute (ages), or a clock that went back.
   * A jump forward (a laptop waking up, a clock set by hand) crosses one of those, so it shows at once.
   */
  private tick(): void {
    const now = this.deps.clock.now();
    const next = this.nextChange;
    const refresh = Math.floor(now / STANDING_REFRESH_MS) !== Math.floor(this.now / STANDING_REFRESH_MS);
    if (now < this.now || refresh || (next !== null && now >= next)) this.now = now;
  }
}
