import { HttpClientToken } from '@features/api/adapters';
import { RealtimeHubToken, optional, ConversationOutboxToken, DraftsToken } from '@features/api/core';
import { CurrentUserStoreToken, type FeatureBindings } from '@features/api/ui';
import { HttpSmsApi } from './adapters/HttpSmsApi';
import { HubSmsLiveMessages } from './adapters/HubSmsLiveMessages';
import { SmsApiToken, SmsLiveMessagesToken } from './core/SmsApi';
import { SmsStore, SmsStoreFactoryToken } from './ui/SmsStore';

/** SMS Messaging's adapters and its page's store. */
export const smsBindings: FeatureBindings = (bind) => {
  bind.provide(SmsApiToken, (get) => new HttpSmsApi(get(HttpClientToken)));
  bind.provide(SmsLiveMessagesToken, (get) => new HubSmsLiveMessages(() => optional(get, RealtimeHubToken)));
  bind.provide(SmsStoreFactoryToken, (get) => (pod) =>
    new SmsStore(
      {
        api: get(SmsApiToken),
        outbox: get(ConversationOutboxToken),
        drafts: get(DraftsToken),
        live: get(SmsLiveMessagesToken),
        technician: () => optional(get, CurrentUserStoreToken)?.user?.username ?? 'You',
      },
      pod,
    ),
  );
};
