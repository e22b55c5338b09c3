import { HttpClientToken } from '@features/api/adapters';
import type { FeatureBindings } from '@features/api/ui';
import { HttpQuickTicketApi } from './adapters/HttpQuickTicketApi';
import { QuickTicketApiToken } from './core/QuickTicketApi';

/** Quick Ticket's HTTP adapter and where typed texts wait (the page makes its own form store per contact). */
export const quickTicketBindings: FeatureBindings = (bind) => {
  bind.provide(QuickTicketApiToken, (get) => new HttpQuickTicketApi(get(HttpClientToken)));
};
