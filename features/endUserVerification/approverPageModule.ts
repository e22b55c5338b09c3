import { Endorsed } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/**
 * Verification Approvals: the page where an approver answers the technicians' requests to approve a verification
 * (docs/decisions/265-the-approver-page-is-a-sidebar-page-of-end-user-verification.md). Part of End User
 * Verification (its approvals' core and adapter), with its own sidebar item gated like it and shown to approvers
 * only; the hub's VerificationApprovalChanged is listed once, by End User Verification's module.
 */
export const verificationApprovalsModule: FeatureModule = {
  id: 'verificationApprovals',
  title: 'Verification Approvals',
  icon: Endorsed,
  gate: {
    psas: 'all',
    screens: ['ticket', 'contact', 'project_ticket'],
    plans: ['Pro', 'VerificationPlus', 'Free'],
    role: 'verificationApprover',
  },
  load: () => import('./approverPageEntry').then((m) => m.feature),
};
