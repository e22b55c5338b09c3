import { HttpClientToken, HubLiveMessages } from '@features/api/adapters';
import { RealtimeHubToken, optional } from '@features/api/core';
import { ConversationPageStore, conversationPageDeps, type FeatureBindings } from '@features/api/ui';
import { HttpTeamsApi } from './adapters/HttpTeamsApi';
import { TeamsApiToken, TeamsLiveMessagesToken } from './core/TeamsApi';
import { TeamsChatMessageEvent, teamsLiveMessage } from './core/TeamsChatMessage';
import { TeamsTransport } from './core/TeamsTransport';
import { TeamsStoreFactoryToken } from './ui/TeamsStore';

/** MS Teams Chats' adapters and its page's store (the conversation page over Teams). */
export const teamsBindings: FeatureBindings = (bind) => {
  bind.provide(TeamsApiToken, (get) => new HttpTeamsApi(get(HttpClientToken)));
  bind.provide(
    TeamsLiveMessagesToken,
    (get) => new HubLiveMessages(() => optional(get, RealtimeHubToken), TeamsChatMessageEvent, teamsLiveMessage),
  );
  bind.provide(
    TeamsStoreFactoryToken,
    (get) => (pod) =>
      new ConversationPageStore(
        new TeamsTransport(get(TeamsApiToken), get(TeamsLiveMessagesToken), pod),
        conversationPageDeps(get, 'MSTeamsChats'),
        pod,
      ),
  );
};
