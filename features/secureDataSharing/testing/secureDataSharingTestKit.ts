import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { secureDataSharingAfterRemount } from './afterRemount';
import { secureDataSharingCalls } from './calls';
import { secureDataSharingMainAction } from './mainAction';

/** What the cross-cutting suites need of Secure Data Sharing (listed in features/testKitRegistry.ts). */
export const secureDataSharingTestKit: FeatureTestKit = {
  id: 'secureDataSharing',
  calls: secureDataSharingCalls,
  mainAction: secureDataSharingMainAction,
  afterRemount: secureDataSharingAfterRemount,
};
