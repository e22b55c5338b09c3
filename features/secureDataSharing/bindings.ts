import { HttpClientToken } from '@features/api/adapters';
import { ClockToken, DraftsToken } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
import { HttpSecureDataApi } from './adapters/HttpSecureDataApi';
import { SecureDataApiToken } from './core/SecureDataApi';
import { RequestsStore, RequestsStoreFactoryToken, REQUESTS_POLL_MS } from './ui/RequestsStore';
import { saveBlob } from './ui/saveBlob';
import { SecureDataStore, SecureDataStoreFactoryToken } from './ui/SecureDataStore';
import { SendStore, SendStoreFactoryToken } from './ui/SendStore';
import { SentStore, SentStoreFactoryToken } from './ui/SentStore';

/**
 * Secure Data Sharing's HTTP adapter and its page's stores: the steps (a request's title waits in the drafts), the
 * ticket's requests (polled on the clock while the page is open), what was sent and the send step of each created link.
 */
export const secureDataSharingBindings: FeatureBindings = (bind) => {
  bind.provide(SecureDataApiToken, (get) => new HttpSecureDataApi(get(HttpClientToken)));
  bind.provide(
    SecureDataStoreFactoryToken,
    (get) => (target) => new SecureDataStore(get(SecureDataApiToken), target, get(DraftsToken)),
  );
  bind.provide(
    RequestsStoreFactoryToken,
    (get) => (scope) =>
      new RequestsStore(get(SecureDataApiToken), { ...scope }, get(ClockToken), REQUESTS_POLL_MS, saveBlob),
  );
  bind.provide(SentStoreFactoryToken, (get) => (scope) => new SentStore(get(SecureDataApiToken), { ...scope }));
  bind.provide(
    SendStoreFactoryToken,
    (get) => (context) => new SendStore(get(SecureDataApiToken), context, get(ClockToken)),
  );
};
