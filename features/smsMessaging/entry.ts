import type { LoadedFeature } from '@features/api/ui';
import { smsBindings } from './bindings';
import { SmsPage } from './ui/SmsPage';

/** The lazily loaded chunk: the page and its bindings. */
export const feature: LoadedFeature = { Page: SmsPage, bindings: smsBindings };
