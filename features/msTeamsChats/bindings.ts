import { HttpClientToken, hubLiveMessages } from '@features/api/adapters';
import type { FeaturePodContext, Resolve } from '@features/api/core';
import { conversationPageFactory, type FeatureBindings } from '@features/api/ui';
import { HttpTeamsApi } from './adapters/HttpTeamsApi';
import { TeamsChatMessageEvent, teamsLiveMessage } from './core/TeamsChatMessage';
import { TeamsTransport } from './core/TeamsTransport';
import { TeamsStoreFactoryToken } from './ui/TeamsStore';

/** MS Teams Chats: its page's store, the conversation page over Teams (its HTTP API, TeamsChatMessage on the hub). */
export const teamsBindings: FeatureBindings = (bind) => {
  const live = hubLiveMessages(TeamsChatMessageEvent, teamsLiveMessage);
  const transport = (get: Resolve, pod: FeaturePodContext) =>
    new TeamsTransport(new HttpTeamsApi(get(HttpClientToken)), live(get), pod);
  bind.provide(TeamsStoreFactoryToken, conversationPageFactory('msTeamsChats', transport));
};
