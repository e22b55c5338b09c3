import type { LoadedFeature } from '@ui/features/FeatureModule';
import { smsBindings } from './bindings';
import { SmsPage } from './ui/SmsPage';

/** The lazily loaded chunk: the page and its bindings. */
export const feature: LoadedFeature = { Page: SmsPage, bindings: smsBindings };
