import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { verificationReportAfterRemount } from './afterRemount';
import { verificationReportCalls } from './calls';
import { verificationReportMainAction } from './mainAction';

/** What the cross-cutting suites need of Verification Report (listed in features/testKitRegistry.ts). */
export const verificationReportTestKit: FeatureTestKit = {
  id: 'verificationReport',
  calls: verificationReportCalls,
  mainAction: verificationReportMainAction,
  afterRemount: verificationReportAfterRemount,
};
