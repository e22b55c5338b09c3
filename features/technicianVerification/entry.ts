import type { LoadedFeature } from '@ui/features/FeatureModule';
import { technicianVerificationBindings } from './bindings';
import { TechVerificationPage } from './ui/TechVerificationPage';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: TechVerificationPage, bindings: technicianVerificationBindings };
