import { FEATURE_IDS } from '../core/features/Feature';
import type { FeatureModule } from '../ui/features/FeatureModule';
import { endUserVerificationModule } from './endUserVerification/module';
import { stubModules } from './stubModules';

/** The real feature modules: a feature is one folder under features/ and one line here. */
const registered: readonly FeatureModule[] = [
  endUserVerificationModule,
];

/**
 * Every feature module, in sidebar order (spec section 2's page identifiers): the registered ones,
 * and a stub (features/stubModules.ts) for each id no folder has registered yet.
 */
export const featureModules: readonly FeatureModule[] = inSidebarOrder([
  ...registered,
  ...stubModules.filter((stub) => !registered.some((m) => m.id === stub.id)),
]);

function inSidebarOrder(modules: FeatureModule[]): FeatureModule[] {
  const rank = (m: FeatureModule) => FEATURE_IDS.indexOf(m.id);
  return modules.sort((a, b) => rank(a) - rank(b));
}
