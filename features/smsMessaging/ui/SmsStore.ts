import { token, type FeaturePodContext } from '@features/api/core';
import type { ConversationPageStore, PageStoreFactory } from '@features/api/ui';
import type { SmsSetup, SmsThread } from '../core/SmsTransport';

/** SMS Messaging's page store: the one conversation page store over the ticket's SMS channels. */
export type SmsStore = ConversationPageStore<SmsThread, SmsSetup, [phone: string]>;

export const SmsStoreFactoryToken = token<PageStoreFactory<FeaturePodContext, SmsStore>>(
  'features.smsMessaging.SmsStoreFactory',
);
