import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { StorageDrafts } from '@adapters/storage/StorageDrafts';
import { StorageLocalValues } from '@adapters/storage/StorageLocalValues';
import { ConversationOutboxToken } from '@core/conversation/ConversationOutbox';
import { DraftsToken } from '@core/drafts/Drafts';
import { LocalValuesToken } from '@core/storage/LocalValues';
import type { Binder } from './Binder';

/**
 * The services several features share, bound here once (a feature binds only its own tokens): drafts,
 * the conversation outbox, small values kept in this browser. Each keeps its data in memory where the
 * browser refuses storage (a PSA frame with third-party storage blocked).
 */
export const sharedServiceBindings: Binder = (bind) => {
  bind.provide(DraftsToken, (get) => new StorageDrafts(() => get(LocalStorageToken)));
  bind.provide(ConversationOutboxToken, (get) => new LocalConversationOutbox(get(LocalStorageToken)));
  bind.provide(LocalValuesToken, (get) => new StorageLocalValues(() => get(LocalStorageToken)));
};
