import type { FeatureModule } from '../ui/features/FeatureModule';
import { secureDataSharingModule } from './secureDataSharing/module';

/**
 * Every feature module, in sidebar order (spec section 2's page identifiers). A feature is one folder
 * under features/ and one line here.
 */
export const featureModules: readonly FeatureModule[] = [secureDataSharingModule];
