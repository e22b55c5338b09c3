import { action, computed, makeObservable, observable } from 'mobx';
import type { FeatureId } from '@core/features/Feature';
import { token } from '@core/shared/Token';
import type { Clock } from '@core/time/Clock';

/** A tag a feature puts in the contact card's head, e.g. "Verified 12 min ago". */
export interface SignalTag {
  intent: 'success' | 'warning' | 'danger' | 'none';
  text: string;
  /** More about it, in the tag's tooltip (who and how). */
  title?: string;
}

/** A callout a feature puts at the top of the contact card, e.g. repeated failed verifications. */
export interface SignalAlert {
  intent: 'danger' | 'warning';
  title: string;
  text: string;
}

/** A tag beside one entry of the contact's history (its key: `historyEntryKey`), e.g. "This call, ends in 48 min". */
export interface HistoryMark {
  key: string;
  tag: SignalTag;
}

/** What a feature says about the pod's contact: in the card, and as a dot on its sidebar item. */
export interface SignalContent {
  tag?: SignalTag;
  alert?: SignalAlert;
  /** Tags on history entries (the verifications that hold for the call in progress). */
  marks?: HistoryMark[];
  /** A dot of this intent on the feature's sidebar item; `label` follows the feature's name for screen readers. */
  sidebar?: { intent: 'success' | 'warning' | 'danger'; label: string };
}

/**
 * A signal, possibly with an end: after `until` (epoch ms) `then` applies (nothing when absent). So a
 * verification that runs out turns neutral on time even when the feature's page is closed.
 */
export interface ContactSignal extends SignalContent {
  until?: number;
  then?: SignalContent;
}

/** The key of a pod's contact: the integration and the contact's id. */
export function contactSignalKey(psaId: string, contactId: string): string {
  return `${psaId}|${contactId}`;
}

/** How often the board looks at the time while a signal has an end. */
const TICK_MS = 5_000;

/**
 * What features say about contacts, for the shared parts of the pod (the contact card, the sidebar),
 * which never import a feature. A feature publishes under its id and the contact's key; the card and
 * the sidebar read what holds now.
 */
export class FeatureSignals {
  private readonly signals = observable.map<
    string,
    { featureId: FeatureId; contactKey: string; signal: ContactSignal }
  >();
  private now: number;
  private stopTicking: (() => void) | null = null;

  constructor(private readonly clock: Clock) {
    this.now = clock.now();
    makeObservable<FeatureSignals, 'now' | 'tick'>(this, {
      now: observable,
      publish: action,
      tick: action,
      hasEnds: computed,
    });
  }

  /** Replaces what `featureId` says about a contact (null says nothing). */
  publish(featureId: FeatureId, contactKey: string, signal: ContactSignal | null): void {
    const key = `${featureId}|${contactKey}`;
    if (signal) this.signals.set(key, { featureId, contactKey, signal });
    else this.signals.delete(key);
    this.now = this.clock.now();
    this.keepTicking();
  }

  /** What every feature says about the contact now, in publishing order. */
  forContact(contactKey: string): Array<{ featureId: FeatureId } & SignalContent> {
    return [...this.signals.values()]
      .filter((entry) => entry.contactKey === contactKey)
      .map((entry) => ({ featureId: entry.featureId, ...this.current(entry.signal) }));
  }

  /** What one feature says about the contact now, for its sidebar item. */
  of(featureId: FeatureId, contactKey: string): SignalContent | null {
    const entry = this.signals.get(`${featureId}|${contactKey}`);
    return entry ? this.current(entry.signal) : null;
  }

  /** Stops the clock (the shell is gone). */
  dispose(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  get hasEnds(): boolean {
    return [...this.signals.values()].some(
      (entry) => entry.signal.until !== undefined && entry.signal.until > this.now,
    );
  }

  private current(signal: ContactSignal): SignalContent {
    if (signal.until === undefined || this.now < signal.until)
      return { tag: signal.tag, alert: signal.alert, marks: signal.marks, sidebar: signal.sidebar };
    return signal.then ?? {};
  }

  private tick(): void {
    this.now = this.clock.now();
    this.keepTicking();
  }

  /** The clock runs only while some signal has an end ahead. */
  private keepTicking(): void {
    if (this.hasEnds && !this.stopTicking) this.stopTicking = this.clock.every(TICK_MS, () => this.tick());
    else if (!this.hasEnds && this.stopTicking) this.dispose();
  }
}

export const FeatureSignalsToken = token<FeatureSignals>('ui.features.FeatureSignals');
