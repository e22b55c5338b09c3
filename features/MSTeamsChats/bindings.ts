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
import { HttpTeamsApi } from './adapters/HttpTeamsApi';
import { HubTeamsLiveMessages } from './adapters/HubTeamsLiveMessages';
import { TeamsApiToken, TeamsLiveMessagesToken, TeamsOutboxToken } from './core/TeamsApi';
import { TeamsStore, TeamsStoreFactoryToken } from './ui/TeamsStore';

function optional<T>(get: Resolve, id: Token<T>): T | null {
  try {
    return get(id);
  } catch {
    return null;
  }
}

/** MS Teams Chats' adapters and its page's store. */
export const teamsBindings: FeatureBindings = (bind) => {
  bind.provide(TeamsApiToken, (get) => new HttpTeamsApi(get(HttpClientToken)));
  bind.provide(TeamsLiveMessagesToken, (get) => new HubTeamsLiveMessages(() => optional(get, RealtimeHubToken)));
  // The feature's composition root: the browser's local storage keeps unsent messages across reloads.
  bind.provide(TeamsOutboxToken, (get) => new LocalConversationOutbox(get(LocalStorageToken)));
  bind.provide(DraftsToken, (get) => new StorageDrafts(() => get(LocalStorageToken)));
  bind.provide(TeamsStoreFactoryToken, (get) => (pod) =>
    new TeamsStore(
      {
        api: get(TeamsApiToken),
        outbox: get(TeamsOutboxToken),
        drafts: get(DraftsToken),
        live: get(TeamsLiveMessagesToken),
        technician: () => optional(get, CurrentUserStoreToken)?.user?.username ?? 'You',
      },
      pod,
    ),
  );
};
