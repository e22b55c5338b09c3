import { Shield } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/** End User Verification (spec section 6: every PSA and screen; Pro, VerificationPlus, Free). */
export const endUserVerificationModule: FeatureModule = {
  id: 'endUserVerification',
  title: 'End User Verification',
  icon: Shield,
  gate: { psas: 'all', screens: ['ticket', 'contact', 'project_ticket'], plans: ['Pro', 'VerificationPlus', 'Free'] },
  hubEvents: [
    'ContactVerificationPassed',
    'ContactVerificationFailed',
    'VerificationApprovalChanged',
    'VerificationCallChanged',
  ],
  load: () => import('./entry').then((m) => m.feature),
  // The contact's standing runs from the first pod open: the card's tag and the sidebar's dot, on any page.
  watchesPod: true,
};
