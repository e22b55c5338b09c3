import { useEffect, useState, type ComponentType } from 'react';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { useService } from '../services/ServiceContext';
import { FeatureLoaderToken } from './FeatureLoader';
import type { FeatureModule, FeaturePageProps } from './FeatureModule';

export interface FeatureWatchersProps {
  /** The features the technician gets here that watch the pod (`watchesPod`). */
  modules: readonly FeatureModule[];
  /** The features whose page is on screen now: they do their own watching. */
  shown: ReadonlySet<string>;
  pod: FeaturePodContext;
}

/**
 * Runs each pod-watching feature's `Watcher` while its page is not on screen, so what it says about the pod's
 * contact (End User Verification's tag and sidebar dot) is there from the first pod open, whatever page opened.
 * Renders nothing of its own; a chunk that fails to load leaves the feature quiet until its page opens.
 */
export function FeatureWatchers({ modules, shown, pod }: FeatureWatchersProps) {
  if (!pod.contact) return null;
  return (
    <>
      {modules
        .filter((module) => module.watchesPod && !shown.has(module.id))
        .map((module) => (
          <FeatureWatcher key={module.id} module={module} pod={pod} />
        ))}
    </>
  );
}

function FeatureWatcher({ module, pod }: { module: FeatureModule; pod: FeaturePodContext }) {
  const loader = useService(FeatureLoaderToken);
  const [Watcher, setWatcher] = useState<{ Component: ComponentType<FeaturePageProps> } | null>(null);
  useEffect(() => {
    let current = true;
    loader.loadWatcher(module).then(
      (Component) => current && Component && setWatcher({ Component }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loader, module]);
  return Watcher ? <Watcher.Component pod={pod} /> : null;
}
