import type { LoadedFeature } from '@features/api/ui';
import { technicianVerificationBindings } from './bindings';
import { TechVerificationPage } from './ui/TechVerificationPage';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: TechVerificationPage, bindings: technicianVerificationBindings };
