import type { LoadedFeature } from '@features/api/ui';
import { quickTicketBindings } from './bindings';
import { QuickTicketPage } from './ui/QuickTicketPage';

/** The lazily loaded chunk: the page and what it resolves. */
export const feature: LoadedFeature = { Page: QuickTicketPage, bindings: quickTicketBindings };
