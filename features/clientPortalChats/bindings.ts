import { HttpClientToken } from '../../app/bindings/httpBindings';
import type { FeatureBindings } from '../../ui/features/FeatureModule';
import { HttpClientPortalChatsApi } from './adapters/HttpClientPortalChatsApi';
import { browserLocalStorage, StorageUnsentMessages } from './adapters/StorageUnsentMessages';
import { ClientPortalChatsApiToken } from './core/ClientPortalChatsApi';
import { UnsentMessagesToken } from './core/UnsentMessages';

/** Client Portal Chats: its HTTP adapter and where unsent messages are kept. */
export const clientPortalChatsBindings: FeatureBindings = (bind) => {
  bind.provide(ClientPortalChatsApiToken, (get) => new HttpClientPortalChatsApi(get(HttpClientToken)));
  bind.provide(UnsentMessagesToken, () => new StorageUnsentMessages(browserLocalStorage));
};
