import { HttpClientToken } from '@features/api/adapters';
import { SessionServiceToken } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
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
