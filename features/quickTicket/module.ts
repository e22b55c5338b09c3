import { Add } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/** Quick Ticket (spec sections 1 and 6: ConnectWise; contact screen; all plans). */
export const quickTicketModule: FeatureModule = {
  id: 'quickTicket',
  title: 'Quick Ticket',
  icon: Add,
  gate: { psas: 'quickTicket', screens: ['contact'], plans: ['Free', 'VerificationPlus', 'Pro'] },
  load: () => import('./entry').then((m) => m.feature),
};
