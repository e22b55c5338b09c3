import { LocalStorageToken } from '@adapters/storage/LocalStorageToken';
import { LocalConversationOutbox } from '@adapters/storage/LocalConversationOutbox';
import { HttpClientToken } from '@app/bindings/httpBindings';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import type { Resolve } from '@core/shared/Bind';
import type { Token } from '@core/shared/Token';
import { StorageDrafts } from '@adapters/storage/StorageDrafts';
import { DraftsToken } from '@core/drafts/Drafts';
import type { FeatureBindings } from '@ui/features/FeatureModule';
import { CurrentUserStoreToken } from '@ui/session/CurrentUserStore';
import { HttpSmsApi } from './adapters/HttpSmsApi';
import { HubSmsLiveMessages } from './adapters/HubSmsLiveMessages';
import { SmsApiToken, SmsLiveMessagesToken, SmsOutboxToken } from './core/SmsApi';
import { SmsStore, SmsStoreFactoryToken } from './ui/SmsStore';

/** A service that may be unbound (the hub in a story): null instead of a container error. */
function optional<T>(get: Resolve, id: Token<T>): T | null {
  try {
    return get(id);
  } catch {
    return null;
  }
}

/** SMS Messaging's adapters and its page's store. */
export const smsBindings: FeatureBindings = (bind) => {
  bind.provide(SmsApiToken, (get) => new HttpSmsApi(get(HttpClientToken)));
  bind.provide(SmsLiveMessagesToken, (get) => new HubSmsLiveMessages(() => optional(get, RealtimeHubToken)));
  // The feature's composition root: the browser's local storage keeps unsent messages across reloads.
  bind.provide(SmsOutboxToken, (get) => new LocalConversationOutbox(get(LocalStorageToken)));
  bind.provide(DraftsToken, (get) => new StorageDrafts(() => get(LocalStorageToken)));
  bind.provide(SmsStoreFactoryToken, (get) => (pod) =>
    new SmsStore(
      {
        api: get(SmsApiToken),
        outbox: get(SmsOutboxToken),
        drafts: get(DraftsToken),
        live: get(SmsLiveMessagesToken),
        technician: () => optional(get, CurrentUserStoreToken)?.user?.username ?? 'You',
      },
      pod,
    ),
  );
};
