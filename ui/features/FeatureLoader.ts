import type { ComponentType } from 'react';
import { token } from '@core/shared/Token';
import type { FeatureModule, FeaturePageProps } from './FeatureModule';

/**
 * Loads a feature's chunk once and binds what its page resolves before the page renders. The app
 * implements it over its container; ui only asks for the page.
 */
export interface FeatureLoader {
  loadPage(module: FeatureModule): Promise<ComponentType<FeaturePageProps>>;
  /** The feature's watcher (its chunk, loaded once, with its bindings); null when it has none. */
  loadWatcher(module: FeatureModule): Promise<ComponentType<FeaturePageProps> | null>;
}

export const FeatureLoaderToken = token<FeatureLoader>('ui.features.FeatureLoader');
