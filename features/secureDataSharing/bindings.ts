import { HttpClientToken } from '../../app/bindings/httpBindings';
import type { FeatureBindings } from '../../ui/features/FeatureModule';
import { HttpSecureDataApi } from './adapters/HttpSecureDataApi';
import { SecureDataApiToken } from './core/SecureDataApi';

/** Secure Data Sharing's HTTP adapter; the page builds its stores (one per opened ticket) from it. */
export const secureDataSharingBindings: FeatureBindings = (bind) => {
  bind.provide(SecureDataApiToken, (get) => new HttpSecureDataApi(get(HttpClientToken)));
};
