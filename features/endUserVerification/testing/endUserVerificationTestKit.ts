import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { endUserVerificationAfterRemount } from './afterRemount';
import { endUserVerificationCalls } from './calls';
import { endUserVerificationMainAction } from './mainAction';

/** What the cross-cutting suites need of End User Verification (listed in features/testKitRegistry.ts). */
export const endUserVerificationTestKit: FeatureTestKit = {
  id: 'endUserVerification',
  calls: endUserVerificationCalls,
  mainAction: endUserVerificationMainAction,
  afterRemount: endUserVerificationAfterRemount,
};
