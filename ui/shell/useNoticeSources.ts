import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { FeatureModule } from '../features/FeatureModule';
import { useServiceLocator } from '../services/ServiceContext';
import type { ShellStore } from './ShellStore';

/**
 * Runs the notice source of each feature visible on the pod's ticket while its page is closed (the page
 * listens itself while open, so one subscription at a time). Call from an observer component: the
 * features and the page are read as it renders.
 */
export function useNoticeSources(shell: ShellStore, modules: readonly FeatureModule[], pod: FeaturePodContext): void {
  const services = useServiceLocator();
  const podNow = useRef(pod);
  useLayoutEffect(() => {
    podNow.current = pod;
  });
  const listening = modules
    .filter((m) => m.noticeSource && shell.features.includes(m.id) && shell.page !== m.id)
    .map((m) => m.id)
    .join(' ');
  const ticket = pod.ready && pod.psaId && pod.ticket ? `${pod.psaId}/${pod.ticket.id}` : null;
  useEffect(() => {
    if (!ticket || !listening) return;
    const ids = listening.split(' ');
    const stops = modules
      .filter((m) => ids.includes(m.id))
      .map((m) =>
        m.noticeSource!({
          pod: podNow.current,
          services,
          arrived: (conversationId, key) => shell.notices.arrived(m.id, conversationId, key),
        }),
      );
    return () => stops.forEach((stop) => stop());
  }, [ticket, listening, modules, services, shell]);
}
