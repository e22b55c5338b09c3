import { HttpClientToken } from '@app/bindings/httpBindings';
import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { StorageDrafts } from '@adapters/storage/StorageDrafts';
import { DraftsToken } from '@core/drafts/Drafts';
import type { FeatureBindings } from '@ui/features/FeatureModule';
import { HttpQuickTicketApi } from './adapters/HttpQuickTicketApi';
import { QuickTicketApiToken } from './core/QuickTicketApi';

/** Quick Ticket's HTTP adapter and where typed texts wait (the page makes its own form store per contact). */
export const quickTicketBindings: FeatureBindings = (bind) => {
  bind.provide(QuickTicketApiToken, (get) => new HttpQuickTicketApi(get(HttpClientToken)));
  bind.provide(DraftsToken, (get) => new StorageDrafts(() => get(LocalStorageToken)));
};
