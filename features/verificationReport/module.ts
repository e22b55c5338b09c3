import { Th } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/**
 * The verification report: every attempt of the tenant, opened from End User Verification's page or the sidebar.
 * End User Verification's PSAs and screens; the Verification Plus and Pro plans only
 * (docs/decisions/261-the-verification-report-needs-verification-plus-or-pro.md).
 */
export const verificationReportModule: FeatureModule = {
  id: 'verificationReport',
  title: 'Verification Report',
  icon: Th,
  gate: { psas: 'all', screens: ['ticket', 'contact', 'project_ticket'], plans: ['VerificationPlus', 'Pro'] },
  load: () => import('./entry').then((m) => m.feature),
  // Nine columns of names, times and notes: the table needs the whole width (decision 284).
  wide: true,
};
