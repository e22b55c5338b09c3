import { HttpClientToken } from '@features/api/adapters';
import {
  ConversationOutboxToken,
  RealtimeChannelsToken,
  LocalValuesToken,
  ClockToken,
  DraftsToken,
  WakeUpsToken,
  optional,
} from '@features/api/core';
import { ConversationFocusToken, CurrentUserStoreToken, type FeatureBindings } from '@features/api/ui';
import { HttpClientPortalChatsApi } from './adapters/HttpClientPortalChatsApi';
import { PusherChatLiveFeed } from './adapters/PusherChatLiveFeed';
import { ChatLiveFeedToken } from './core/ChatLiveFeed';
import { ClientPortalChatsApiToken } from './core/ClientPortalChatsApi';
import { AttachmentContent, AttachmentContentFactoryToken, type ObjectUrls } from './ui/AttachmentContent';
import { ChatsPageStore, ChatsPageStoreFactoryToken } from './ui/ChatsPageStore';

const browserObjectUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/**
 * Client Portal Chats: its HTTP adapter, its live feed on the Pusher channel port, the page's store for a ticket (without a live feed or wake-ups bound, as in a story, the page works without them) and
 * the store of each file shown in a chat.
 */
export const clientPortalChatsBindings: FeatureBindings = (bind) => {
  bind.provide(ClientPortalChatsApiToken, (get) => new HttpClientPortalChatsApi(get(HttpClientToken)));
  bind.provide(ChatLiveFeedToken, (get) => new PusherChatLiveFeed(get(HttpClientToken), get(RealtimeChannelsToken)));
  bind.provide(ChatsPageStoreFactoryToken, (get) => (ticket) => {
    const users = optional(get, CurrentUserStoreToken);
    const focus = optional(get, ConversationFocusToken);
    return new ChatsPageStore(ticket, {
      api: get(ClientPortalChatsApiToken),
      outbox: get(ConversationOutboxToken),
      legacy: get(LocalValuesToken),
      drafts: get(DraftsToken),
      live: optional(get, ChatLiveFeedToken),
      clock: get(ClockToken),
      wakeUps: optional(get, WakeUpsToken) ?? undefined,
      resourceName: () => users?.user?.username ?? '',
      now: () => Date.now(),
      newMessageId: () => globalThis.crypto.randomUUID(),
      objectUrls: browserObjectUrls,
      focus: focus
        ? {
            showing: (chatId) => focus.showing('clientPortalChats', chatId),
            arrived: (chatId, messageId) => focus.arrived('clientPortalChats', chatId, messageId),
          }
        : undefined,
    });
  });
  bind.provide(
    AttachmentContentFactoryToken,
    (get) => (place) => new AttachmentContent(get(ClientPortalChatsApiToken), place, browserObjectUrls),
  );
};
