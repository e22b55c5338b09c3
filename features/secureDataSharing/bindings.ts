import { HttpClientToken } from '@features/api/adapters';
import type { FeatureBindings } from '@features/api/ui';
import { HttpSecureDataApi } from './adapters/HttpSecureDataApi';
import { SecureDataApiToken } from './core/SecureDataApi';

/** Secure Data Sharing's HTTP adapter and where a request's title waits; the page builds its stores (one per opened ticket). */
export const secureDataSharingBindings: FeatureBindings = (bind) => {
  bind.provide(SecureDataApiToken, (get) => new HttpSecureDataApi(get(HttpClientToken)));
};
