import { HttpClientToken } from '@app/bindings/httpBindings';
import { SessionServiceToken } from '@core/auth/tokens';
import type { FeatureBindings } from '@ui/features/FeatureModule';
import { HttpTechVerificationApi } from './adapters/HttpTechVerificationApi';
import { TechVerificationApiToken } from './core/TechVerificationApi';
import { TechVerificationStore, TechVerificationStoreToken } from './ui/TechVerificationStore';

/** Technician Verification's HTTP adapter and its one store (it keeps listening to the hub once loaded; forgets at sign-out). */
export const technicianVerificationBindings: FeatureBindings = (bind) => {
  bind.provide(TechVerificationApiToken, (get) => new HttpTechVerificationApi(get(HttpClientToken)));
  bind.provide(TechVerificationStoreToken, (get) => {
    const store = new TechVerificationStore(get(TechVerificationApiToken));
    get(SessionServiceToken).onDidEnd(() => store.forget());
    return store;
  });
};
