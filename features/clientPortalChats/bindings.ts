import { HttpClientToken } from '@app/bindings/httpBindings';
import type { FeatureBindings } from '@ui/features/FeatureModule';
import { RealtimeChannelsToken } from '@core/realtime/RealtimeChannels';
import { HttpClientPortalChatsApi } from './adapters/HttpClientPortalChatsApi';
import { PusherChatLiveFeed } from './adapters/PusherChatLiveFeed';
import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { StorageUnsentMessages } from './adapters/StorageUnsentMessages';
import { StorageDrafts } from '@adapters/storage/StorageDrafts';
import { DraftsToken } from '@core/drafts/Drafts';
import { ChatLiveFeedToken } from './core/ChatLiveFeed';
import { ClientPortalChatsApiToken } from './core/ClientPortalChatsApi';
import { UnsentMessagesToken } from './core/UnsentMessages';

/** Client Portal Chats: its HTTP adapter, its live feed on the Pusher channel port, where unsent messages are kept. */
export const clientPortalChatsBindings: FeatureBindings = (bind) => {
  bind.provide(ClientPortalChatsApiToken, (get) => new HttpClientPortalChatsApi(get(HttpClientToken)));
  bind.provide(ChatLiveFeedToken, (get) => new PusherChatLiveFeed(get(HttpClientToken), get(RealtimeChannelsToken)));
  bind.provide(UnsentMessagesToken, (get) => new StorageUnsentMessages(() => get(LocalStorageToken)));
  bind.provide(DraftsToken, (get) => new StorageDrafts(() => get(LocalStorageToken)));
};
