import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { msTeamsChatsAfterRemount } from './afterRemount';
import { msTeamsChatsCalls } from './calls';
import { msTeamsChatsMainAction } from './mainAction';

/** What the cross-cutting suites need of MS Teams Chats (listed in features/testKitRegistry.ts). */
export const msTeamsChatsTestKit: FeatureTestKit = {
  id: 'msTeamsChats',
  calls: msTeamsChatsCalls,
  mainAction: msTeamsChatsMainAction,
  afterRemount: msTeamsChatsAfterRemount,
};
