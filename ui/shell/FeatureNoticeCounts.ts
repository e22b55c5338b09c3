import { action, makeObservable, observable } from 'mobx';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { FeatureId } from '@core/features/Feature';
import type { RealtimeHub } from '@core/realtime/RealtimeHub';
import type { FeatureModule } from '../features/FeatureModule';

/**
 * The counts on sidebar items: events a feature's `notices` accept for the pod while another page is
 * open (spec-driven: an SMS reply, a technician-verification request). Opening the page clears its count.
 */
export class FeatureNoticeCounts {
  readonly counts = observable.map<FeatureId, number>();
  private readonly seenKeys = new Map<FeatureId, Set<string>>();

  constructor() {
    makeObservable<FeatureNoticeCounts, 'note'>(this, { note: action, clear: action });
  }

  /**
   * Listens to every module's notices on the hub; `current` tells which page shows and which pod is open.
   * Returns the unsubscribe.
   */
  watch(hub: RealtimeHub, modules: readonly FeatureModule[], current: () => { page: string; pod: FeaturePodContext }): () => void {
    const stops = modules.flatMap((module) => {
      const notices = module.notices;
      if (!notices) return [];
      return [
        hub.on(notices.event, (payload) => {
          const { page, pod } = current();
          if (page !== module.id && notices.counts(payload, pod)) this.note(module.id, notices.key(payload));
        }),
      ];
    });
    return () => stops.forEach((stop) => stop());
  }

  countOf(id: FeatureId): number {
    return this.counts.get(id) ?? 0;
  }

  clear(id: FeatureId): void {
    this.counts.delete(id);
    this.seenKeys.delete(id);
  }

  private note(id: FeatureId, key: string): void {
    const keys = this.seenKeys.get(id) ?? new Set<string>();
    if (keys.has(key)) return;
    keys.add(key);
    this.seenKeys.set(id, keys);
    this.counts.set(id, keys.size);
  }
}
