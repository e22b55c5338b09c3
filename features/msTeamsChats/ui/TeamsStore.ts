import { token, type FeaturePodContext } from '@features/api/core';
import type { ConversationPageStore, PageStoreFactory } from '@features/api/ui';
import type { TeamsChat } from '../core/TeamsApi';
import type { TeamsSetup } from '../core/TeamsTransport';

/** MS Teams Chats' page store: the one conversation page store over the ticket's Teams chat. */
export type TeamsStore = ConversationPageStore<TeamsChat, TeamsSetup>;

export const TeamsStoreFactoryToken = token<PageStoreFactory<FeaturePodContext, TeamsStore>>(
  'features.msTeamsChats.TeamsStoreFactory',
);
