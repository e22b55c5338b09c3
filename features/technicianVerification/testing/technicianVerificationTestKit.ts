import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { technicianVerificationAfterRemount } from './afterRemount';
import { technicianVerificationCalls } from './calls';
import { technicianVerificationMainAction } from './mainAction';

/** What the cross-cutting suites need of Technician Verification (listed in features/testKitRegistry.ts). */
export const technicianVerificationTestKit: FeatureTestKit = {
  id: 'technicianVerification',
  calls: technicianVerificationCalls,
  mainAction: technicianVerificationMainAction,
  afterRemount: technicianVerificationAfterRemount,
};
