import { HttpClientToken } from '@features/api/adapters';
import { ClockToken, RealtimeHubToken, SessionServiceToken, optional } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
import { HttpTechVerificationApi } from './adapters/HttpTechVerificationApi';
import { TechVerificationApiToken } from './core/TechVerificationApi';
import { TechHistoryStore, TechHistoryStoreFactoryToken } from './ui/TechHistoryStore';
import { TechVerificationFeed, TechVerificationFeedToken } from './ui/TechVerificationFeed';
import { TechVerificationStore, TechVerificationStoreFactoryToken } from './ui/TechVerificationStore';

/**
 * Technician Verification's HTTP adapter, the feed that keeps what the hub reported while the page is closed (one per
 * container; forgets at sign-out), and the page's stores: the ticket's verifications and the history table.
 */
export const technicianVerificationBindings: FeatureBindings = (bind) => {
  bind.provide(TechVerificationApiToken, (get) => new HttpTechVerificationApi(get(HttpClientToken)));
  bind.provide(TechVerificationFeedToken, (get) => {
    const feed = new TechVerificationFeed();
    const hub = optional(get, RealtimeHubToken);
    if (hub) feed.connect(hub);
    get(SessionServiceToken).onDidEnd(() => feed.forget());
    return feed;
  });
  bind.provide(
    TechVerificationStoreFactoryToken,
    (get) => (place) =>
      new TechVerificationStore(get(TechVerificationApiToken), get(TechVerificationFeedToken), get(ClockToken), place),
  );
  bind.provide(
    TechHistoryStoreFactoryToken,
    (get) => (crmId) => new TechHistoryStore(get(TechVerificationApiToken), crmId, get(TechVerificationFeedToken)),
  );
};
