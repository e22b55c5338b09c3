import type { LoadedFeature } from '@features/api/ui';
import { secureDataSharingBindings } from './bindings';
import { SecureDataPage } from './ui/SecureDataPage';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: SecureDataPage, bindings: secureDataSharingBindings };
