import { HttpClientToken, HubLiveMessages } from '@features/api/adapters';
import { RealtimeHubToken, optional } from '@features/api/core';
import { ConversationPageStore, conversationPageDeps, type FeatureBindings } from '@features/api/ui';
import { HttpSmsApi } from './adapters/HttpSmsApi';
import { MessagingSmsToChannelEvent, smsLiveMessage } from './core/MessagingSmsToChannel';
import { SmsApiToken, SmsLiveMessagesToken } from './core/SmsApi';
import { SmsTransport } from './core/SmsTransport';
import { SmsStoreFactoryToken } from './ui/SmsStore';

/** SMS Messaging's adapters and its page's store (the conversation page over SMS). */
export const smsBindings: FeatureBindings = (bind) => {
  bind.provide(SmsApiToken, (get) => new HttpSmsApi(get(HttpClientToken)));
  bind.provide(
    SmsLiveMessagesToken,
    (get) => new HubLiveMessages(() => optional(get, RealtimeHubToken), MessagingSmsToChannelEvent, smsLiveMessage),
  );
  bind.provide(
    SmsStoreFactoryToken,
    (get) => (pod) =>
      new ConversationPageStore(
        new SmsTransport(get(SmsApiToken), get(SmsLiveMessagesToken), pod),
        conversationPageDeps(get, 'smsMessaging'),
        pod,
      ),
  );
};
