import { HttpClientToken } from '../../app/bindings/httpBindings';
import type { FeatureBindings } from '../../ui/features/FeatureModule';
import { HttpQuickTicketApi } from './adapters/HttpQuickTicketApi';
import { QuickTicketApiToken } from './core/QuickTicketApi';

/** Quick Ticket's HTTP adapter (the page makes its own form store per contact). */
export const quickTicketBindings: FeatureBindings = (bind) => {
  bind.provide(QuickTicketApiToken, (get) => new HttpQuickTicketApi(get(HttpClientToken)));
};
