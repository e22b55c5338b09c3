import { NonIdealState } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import type { FeaturePageProps, LoadedFeature } from './FeatureModule';

/**
 * The page of a feature whose folder has not landed yet (features/stubModules.ts): says which
 * feature, never a blank area. It binds nothing.
 */
export function stubFeature(title: string, Icon: ComponentType<{ size?: number }>): LoadedFeature {
  function StubFeaturePage(_props: FeaturePageProps) {
    return <NonIdealState icon={<Icon size={48} />} title={title} description={`${title} is coming soon to this app.`} />;
  }
  return { Page: StubFeaturePage };
}
