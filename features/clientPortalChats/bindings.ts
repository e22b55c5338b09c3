import { HttpClientToken } from '@features/api/adapters';
import { ConversationOutboxToken, RealtimeChannelsToken, LocalValuesToken } from '@features/api/core';
import type { FeatureBindings } from '@features/api/ui';
import { HttpClientPortalChatsApi } from './adapters/HttpClientPortalChatsApi';
import { PusherChatLiveFeed } from './adapters/PusherChatLiveFeed';
import { OutboxUnsentMessages } from './adapters/OutboxUnsentMessages';
import { ChatLiveFeedToken } from './core/ChatLiveFeed';
import { ClientPortalChatsApiToken } from './core/ClientPortalChatsApi';
import { UnsentMessagesToken } from './core/UnsentMessages';

/** Client Portal Chats: its HTTP adapter, its live feed on the Pusher channel port, its unsent messages in the app's outbox. */
export const clientPortalChatsBindings: FeatureBindings = (bind) => {
  bind.provide(ClientPortalChatsApiToken, (get) => new HttpClientPortalChatsApi(get(HttpClientToken)));
  bind.provide(ChatLiveFeedToken, (get) => new PusherChatLiveFeed(get(HttpClientToken), get(RealtimeChannelsToken)));
  bind.provide(UnsentMessagesToken, (get) => new OutboxUnsentMessages(get(ConversationOutboxToken), get(LocalValuesToken)));
};
