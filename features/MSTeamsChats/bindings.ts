import { HttpClientToken } from '@features/api/adapters';
import { RealtimeHubToken, optional, ConversationOutboxToken, DraftsToken } from '@features/api/core';
import { CurrentUserStoreToken, type FeatureBindings } from '@features/api/ui';
import { HttpTeamsApi } from './adapters/HttpTeamsApi';
import { HubTeamsLiveMessages } from './adapters/HubTeamsLiveMessages';
import { TeamsApiToken, TeamsLiveMessagesToken } from './core/TeamsApi';
import { TeamsStore, TeamsStoreFactoryToken } from './ui/TeamsStore';

/** MS Teams Chats' adapters and its page's store. */
export const teamsBindings: FeatureBindings = (bind) => {
  bind.provide(TeamsApiToken, (get) => new HttpTeamsApi(get(HttpClientToken)));
  bind.provide(TeamsLiveMessagesToken, (get) => new HubTeamsLiveMessages(() => optional(get, RealtimeHubToken)));
  bind.provide(TeamsStoreFactoryToken, (get) => (pod) =>
    new TeamsStore(
      {
        api: get(TeamsApiToken),
        outbox: get(ConversationOutboxToken),
        drafts: get(DraftsToken),
        live: get(TeamsLiveMessagesToken),
        technician: () => optional(get, CurrentUserStoreToken)?.user?.username ?? 'You',
      },
      pod,
    ),
  );
};
