import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { smsMessagingAfterRemount } from './afterRemount';
import { smsMessagingCalls } from './calls';
import { smsMessagingMainAction } from './mainAction';

/** What the cross-cutting suites need of SMS Messaging (listed in features/testKitRegistry.ts). */
export const smsMessagingTestKit: FeatureTestKit = {
  id: 'smsMessaging',
  calls: smsMessagingCalls,
  mainAction: smsMessagingMainAction,
  afterRemount: smsMessagingAfterRemount,
};
