import type { LoadedFeature } from '@ui/features/FeatureModule';
import { verificationBindings } from './bindings';
import { EndUserVerificationPage } from './ui/EndUserVerificationPage';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: EndUserVerificationPage, bindings: verificationBindings };
