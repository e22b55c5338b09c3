import { action, autorun, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
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
import { recordVerificationOnce } from '../core/recordVerification';
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
 * card and the sidebar through FeatureSignals): the verifications that still hold, the failed attempts of
 * every technician and the backend's lock, each derived by a pure rule from data and the clock. Live:
 * the hub's passes and failures for this contact; after a reconnect the failures are read again.
 */
export class ContactStanding {
  contact: Contact;
  context: VerificationContext;
  readonly settingsStore: VerificationSettingsStore;
  attempts: ContactAttempts = { failures: [], lockedUntil: null };
  /** What the caller asks for (the panel's choice for this call). */
  request: CallerRequest = 'Other';
  /** The call's own id once it has one (a check was sent, or one is resumed): on a contact screen it says which checks are this call's. */
  callId: string | null = null;
  now: number;
  private stops: Array<() => void> = [];
  private readonly passedListeners = new Set<(event: ContactVerificationPassed, contact: Contact) => void>();
  private readonly failedListeners = new Set<(event: ContactVerificationFailed) => void>();
  private attemptsRequest = 0;

  constructor(
    contact: Contact,
    context: VerificationContext,
    private readonly deps: ContactStandingDeps,
  ) {
    this.contact = contact;
    this.context = context;
    this.now = deps.clock.now();
    this.settingsStore = new VerificationSettingsStore(deps.service);
    makeObservable<ContactStanding, 'tick'>(this, {
      contact: observableRef,
      context: observableRef,
      attempts: observableRef,
      request: observable,
      callId: observable,
      now: observable,
      call: computed,
      nextChange: computed,
      standing: computed,
      alert: computed,
      methodsNeeded: computed,
      locked: computed,
      setContact: action,
      setContext: action,
      setRequest: action,
      setCallId: action,
      setLock: action,
      record: action,
      tick: action,
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

  /** Reads the contact's failures again (only the latest answer counts). A failed read keeps what was known. */
  async loadAttempts(): Promise<void> {
    const request = ++this.attemptsRequest;
    try {
      const attempts = await this.deps.service.attempts(this.context, this.contact);
      if (request === this.attemptsRequest) runInAction(() => (this.attempts = attempts));
    } catch {
      // The HTTP layer said what went wrong; the next failure event or reconnect asks again.
    }
  }

  get signalKey(): string {
    return contactSignalKey(this.context.psaId, this.contact.id);
  }

  get methodsNeeded(): 1 | 2 {
    const settings = this.settingsStore.settings;
    return settings ? methodsNeeded(settings, this.request) : 1;
  }

  /** The call the pod is on: this ticket, this technician, this call's id. */
  get call(): ThisCall {
    return { ticketId: this.context.ticketId, technicianId: this.deps.userId, callId: this.callId };
  }

  /** Null until the settings (how long a verification counts) are known: nothing is green before that. */
  get standing(): VerificationStanding | null {
    const settings = this.settingsStore.settings;
    if (!settings) return null;
    return verificationStanding(
      this.contact.history,
      { verifiedForMinutes: settings.verifiedForMinutes, methodsNeeded: this.methodsNeeded },
      this.now,
      this.call,
    );
  }

  /** When the standing or the failures callout next changes by itself; null when nothing will. */
  get nextChange(): number | null {
    const settings = this.settingsStore.settings;
    if (!settings) return null;
    const moments = [
      standingChangesAt(this.contact.history, settings, this.now),
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
    const settings = this.settingsStore.settings;
    return settings ? itemStanding(item, this.contact.history, settings.verifiedForMinutes, this.now, this.call) : null;
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
    this.request = request;
  }

  setCallId(callId: string | null): void {
    this.callId = callId;
  }

  /** The backend refused a send: the contact is locked until `until` (shown at once; the failures are read again). */
  setLock(until: number): void {
    this.attempts = { ...this.attempts, lockedUntil: until };
    void this.loadAttempts();
  }

  /** Records a verification on the contact (once) and tells the pod. Returns the contact as it is now. */
  record(record: VerificationRecord): Contact {
    const updated = recordVerificationOnce(this.contact, record);
    if (updated !== this.contact) {
      this.contact = updated;
      this.now = this.deps.clock.now();
      this.deps.onContactChange(updated);
    }
    return this.contact;
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
    const { contactId: _c, psaId: _p, ...rest } = event;
    const contact = this.record(rest);
    for (const listener of this.passedListeners) listener(event, contact);
  }

  private onFailed(event: ContactVerificationFailed): void {
    if (event.contactId !== this.contact.id || event.psaId !== this.context.psaId) return;
    runInAction(() => {
      // Shown at once; the backend's answer (with its lock) replaces it a moment later.
      this.attempts = { ...this.attempts, failures: [event, ...this.attempts.failures] };
    });
    void this.loadAttempts();
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
