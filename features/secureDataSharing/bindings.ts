import { HttpClientToken } from '@app/bindings/httpBindings';
import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { StorageDrafts } from '@adapters/storage/StorageDrafts';
import { DraftsToken } from '@core/drafts/Drafts';
import type { FeatureBindings } from '@ui/features/FeatureModule';
import { HttpSecureDataApi } from './adapters/HttpSecureDataApi';
import { SecureDataApiToken } from './core/SecureDataApi';

/** Secure Data Sharing's HTTP adapter and where a request's title waits; the page builds its stores (one per opened ticket). */
export const secureDataSharingBindings: FeatureBindings = (bind) => {
  bind.provide(SecureDataApiToken, (get) => new HttpSecureDataApi(get(HttpClientToken)));
  bind.provide(DraftsToken, (get) => new StorageDrafts(() => get(LocalStorageToken)));
};
