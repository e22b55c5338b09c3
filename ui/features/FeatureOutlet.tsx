import { Button, Callout, Intent } from '@blueprintjs/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { describeError } from '@core/shared/AppError';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import { Loader } from '../common/Loader';
import { useService } from '../services/ServiceContext';
import { FeatureLoaderToken } from './FeatureLoader';
import type { FeatureModule, FeaturePageProps } from './FeatureModule';
import './featureOutlet.css';

export interface FeatureOutletProps {
  module: FeatureModule;
  pod: FeaturePodContext;
}

type Loaded =
  { module: FeatureModule; Page: ComponentType<FeaturePageProps> } | { module: FeatureModule; error: string };

/** Shows a feature's page once its chunk has loaded (and its bindings are in the container). */
export function FeatureOutlet({ module, pod }: FeatureOutletProps) {
  const loader = useService(FeatureLoaderToken);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loader.loadPage(module).then(
      (Page) => current && setLoaded({ module, Page }),
      (error: unknown) => current && setLoaded({ module, error: describeError(error) }),
    );
    return () => {
      current = false;
    };
  }, [loader, module, attempt]);

  // data-feature/data-state let tests (the feature conformance kit) wait for the page itself.
  const frame = (state: 'loading' | 'failed' | 'ready', content: ReactNode) => (
    <div
      className={module.wide ? 'feature-outlet feature-outlet--wide' : 'feature-outlet'}
      data-feature={module.id}
      data-state={state}
    >
      {content}
    </div>
  );
  // A pod whose record failed: the page would wait for it forever; the card has Try again.
  if (pod.unavailable && !pod.ready) {
    return frame(
      'failed',
      <Callout intent={Intent.WARNING} title={pod.unavailable.title} role="status">
        <p>{pod.unavailable.message}</p>
        <p>{module.title} opens once it is loaded.</p>
      </Callout>,
    );
  }
  if (!loaded || loaded.module !== module) return frame('loading', <Loader label={`Loading ${module.title}`} />);
  if ('error' in loaded) {
    return frame(
      'failed',
      <Callout intent={Intent.DANGER} title={`${module.title} could not be loaded`} role="alert">
        <p>{loaded.error}</p>
        <Button text="Try again" onClick={() => setAttempt((n) => n + 1)} />
      </Callout>,
    );
  }
  const { Page } = loaded;
  return frame('ready', <Page pod={pod} />);
}
