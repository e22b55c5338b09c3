import type { LoadedFeature } from '@ui/features/FeatureModule';
import { secureDataSharingBindings } from './bindings';
import { SecureDataPage } from './ui/SecureDataPage';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: SecureDataPage, bindings: secureDataSharingBindings };
