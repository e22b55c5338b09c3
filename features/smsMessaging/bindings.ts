import { HttpClientToken, hubLiveMessages } from '@features/api/adapters';
import type { FeaturePodContext, Resolve } from '@features/api/core';
import { conversationPageFactory, type FeatureBindings } from '@features/api/ui';
import { HttpSmsApi } from './adapters/HttpSmsApi';
import { MessagingSmsToChannelEvent, smsLiveMessage } from './core/MessagingSmsToChannel';
import { SmsTransport } from './core/SmsTransport';
import { SmsStoreFactoryToken } from './ui/SmsStore';

/** SMS Messaging: its page's store, the conversation page over SMS (its HTTP API, MessagingSmsToChannel on the hub). */
export const smsBindings: FeatureBindings = (bind) => {
  const live = hubLiveMessages(MessagingSmsToChannelEvent, smsLiveMessage);
  const transport = (get: Resolve, pod: FeaturePodContext) =>
    new SmsTransport(new HttpSmsApi(get(HttpClientToken)), live(get), pod);
  bind.provide(SmsStoreFactoryToken, conversationPageFactory('smsMessaging', transport));
};
