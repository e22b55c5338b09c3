import { HttpClientToken } from '@features/api/adapters';
import { RealtimeChannelsToken, LocalValuesToken } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
import { HttpClientPortalChatsApi } from './adapters/HttpClientPortalChatsApi';
import { PusherChatLiveFeed } from './adapters/PusherChatLiveFeed';
import { StorageUnsentMessages } from './adapters/StorageUnsentMessages';
import { ChatLiveFeedToken } from './core/ChatLiveFeed';
import { ClientPortalChatsApiToken } from './core/ClientPortalChatsApi';
import { UnsentMessagesToken } from './core/UnsentMessages';

/** Client Portal Chats: its HTTP adapter, its live feed on the Pusher channel port, where unsent messages are kept. */
export const clientPortalChatsBindings: FeatureBindings = (bind) => {
  bind.provide(ClientPortalChatsApiToken, (get) => new HttpClientPortalChatsApi(get(HttpClientToken)));
  bind.provide(ChatLiveFeedToken, (get) => new PusherChatLiveFeed(get(HttpClientToken), get(RealtimeChannelsToken)));
  bind.provide(UnsentMessagesToken, (get) => new StorageUnsentMessages(get(LocalValuesToken)));
};
