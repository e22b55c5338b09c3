import type { FeatureTestKit } from '@tests/kit/FeatureTestKit';
import { verificationApprovalsAfterRemount } from './approverPageAfterRemount';
import { verificationApprovalsMainAction } from './approverPageMainAction';

/**
 * What the cross-cutting suites need of the approver page (End User Verification's second page, listed in
 * features/testKitRegistry.ts). Its calls are End User Verification's approvals adapter, listed in its kit.
 */
export const verificationApprovalsTestKit: FeatureTestKit = {
  id: 'verificationApprovals',
  calls: [],
  mainAction: verificationApprovalsMainAction,
  afterRemount: verificationApprovalsAfterRemount,
};
