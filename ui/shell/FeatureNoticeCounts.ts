import { action, makeObservable, observable } from 'mobx';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { FeatureId } from '@core/features/Feature';
import type { RealtimeHub } from '@core/realtime/RealtimeHub';
import type { ConversationFocus } from '../features/ConversationFocus';
import type { FeatureModule } from '../features/FeatureModule';

/** A notice's conversation: null for notices that belong to the feature as a whole (a verification request). */
type Conversation = string | null;

/**
 * The counts on sidebar items: events a feature's `notices` accept for the pod that the technician is not
 * looking at (spec-driven: an SMS reply, a technician-verification request). A notice of a conversation
 * counts unless that conversation is on screen, and goes when it is shown (ConversationFocus); a notice of
 * the feature as a whole counts while another page is open, and goes when its page opens.
 */
export class FeatureNoticeCounts implements ConversationFocus {
  readonly counts = observable.map<FeatureId, number>();
  /** Per feature: each counted notice's key and its conversation. */
  private readonly seen = new Map<FeatureId, Map<string, Conversation>>();
  /** The conversation each feature's page shows. */
  private readonly shown = new Map<FeatureId, string>();

  constructor() {
    makeObservable<FeatureNoticeCounts, 'note' | 'forget'>(this, {
      note: action,
      forget: action,
      clear: action,
      pageShown: action,
      showing: action,
      arrived: action,
    });
  }

  /**
   * Listens to every module's notices on the hub; `current` tells which page shows and which pod is open.
   * Returns the unsubscribe.
   */
  watch(
    hub: RealtimeHub,
    modules: readonly FeatureModule[],
    current: () => { page: string; pod: FeaturePodContext },
  ): () => void {
    const stops = modules.flatMap((module) => {
      const notices = module.notices;
      if (!notices) return [];
      return [
        hub.on(notices.event, (payload) => {
          const { page, pod } = current();
          if (!notices.counts(payload, pod)) return;
          const conversation = notices.conversation?.(payload) ?? null;
          if (this.onScreen(module.id, page, conversation)) return;
          this.note(module.id, notices.key(payload), conversation);
        }),
      ];
    });
    return () => stops.forEach((stop) => stop());
  }

  countOf(id: FeatureId): number {
    return this.counts.get(id) ?? 0;
  }

  /** Forgets every count of the feature (the session ended). */
  clear(id: FeatureId): void {
    this.counts.delete(id);
    this.seen.delete(id);
    this.shown.delete(id);
  }

  /** The feature's page opened: its notices of the feature as a whole have been seen. */
  pageShown(id: FeatureId): void {
    this.forget(id, (conversation) => conversation === null);
  }

  showing(id: FeatureId, conversationId: string | null): void {
    if (conversationId === null) {
      this.shown.delete(id);
      return;
    }
    this.shown.set(id, conversationId);
    this.forget(id, (conversation) => conversation === conversationId);
  }

  arrived(id: FeatureId, conversationId: string, key: string): void {
    if (this.shown.get(id) !== conversationId) this.note(id, key, conversationId);
  }

  private onScreen(id: FeatureId, page: string, conversation: Conversation): boolean {
    return page === id && (conversation === null || this.shown.get(id) === conversation);
  }

  private note(id: FeatureId, key: string, conversation: Conversation): void {
    const keys = this.seen.get(id) ?? new Map<string, Conversation>();
    if (keys.has(key)) return;
    keys.set(key, conversation);
    this.seen.set(id, keys);
    this.counts.set(id, keys.size);
  }

  private forget(id: FeatureId, seenNow: (conversation: Conversation) => boolean): void {
    const keys = this.seen.get(id);
    if (!keys) return;
    for (const [key, conversation] of keys) if (seenNow(conversation)) keys.delete(key);
    if (keys.size > 0) this.counts.set(id, keys.size);
    else {
      this.counts.delete(id);
      this.seen.delete(id);
    }
  }
}
