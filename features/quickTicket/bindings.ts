import { HttpClientToken } from '@features/api/adapters';
import { DraftsToken } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
import { HttpQuickTicketApi } from './adapters/HttpQuickTicketApi';
import { QuickTicketApiToken } from './core/QuickTicketApi';
import { QuickTicketStore, QuickTicketStoreFactoryToken } from './ui/QuickTicketStore';

/** Quick Ticket's HTTP adapter and its form's store (one per contact; typed texts wait in the drafts). */
export const quickTicketBindings: FeatureBindings = (bind) => {
  bind.provide(QuickTicketApiToken, (get) => new HttpQuickTicketApi(get(HttpClientToken)));
  bind.provide(
    QuickTicketStoreFactoryToken,
    (get) => (place) => new QuickTicketStore(get(QuickTicketApiToken), place, get(DraftsToken)),
  );
};
