import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { __name__AfterRemount } from './afterRemount';
import { __name__Calls } from './calls';
import { __name__MainAction } from './mainAction';

/** What the cross-cutting suites need of __title__ (listed in features/testKitRegistry.ts). */
export const __name__TestKit: FeatureTestKit = {
  id: '__id__',
  calls: __name__Calls,
  mainAction: __name__MainAction,
  afterRemount: __name__AfterRemount,
};
