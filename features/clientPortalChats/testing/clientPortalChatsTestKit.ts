import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { clientPortalChatsAfterRemount } from './afterRemount';
import { clientPortalChatsCalls } from './calls';
import { clientPortalChatsMainAction } from './mainAction';

/** What the cross-cutting suites need of Client Portal Chats (listed in features/testKitRegistry.ts). */
export const clientPortalChatsTestKit: FeatureTestKit = {
  id: 'clientPortalChats',
  calls: clientPortalChatsCalls,
  mainAction: clientPortalChatsMainAction,
  afterRemount: clientPortalChatsAfterRemount,
};
