import { Lock } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/** Secure Data Sharing (spec sections 1 and 6: all PSAs; ticket, contact, project_ticket; all three plans). */
export const secureDataSharingModule: FeatureModule = {
  id: 'secureDataSharing',
  title: 'Secure Data Sharing',
  icon: Lock,
  gate: { psas: 'all', screens: ['ticket', 'contact', 'project_ticket'], plans: ['Free', 'VerificationPlus', 'Pro'] },
  // Request answers are followed by polling while the page is open: no hub event kind is named for them
  // (docs/decisions/090-secure-data-answers-and-secrets.md).
  hubEvents: [],
  load: () => import('./entry').then((m) => m.feature),
};
