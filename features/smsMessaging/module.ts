import { MobilePhone } from '@blueprintjs/icons';
import type { FeatureModule } from '../../ui/features/FeatureModule';

/** SMS Messaging: all PSAs; ticket and project_ticket screens; Pro (spec section 6). */
export const smsMessagingModule: FeatureModule = {
  id: 'smsMessaging',
  title: 'SMS Messaging',
  icon: MobilePhone,
  gate: { psas: 'all', screens: ['ticket', 'project_ticket'], plans: ['Pro'] },
  hubEvents: ['MessagingSmsToChannel'],
  load: () => import('./entry').then((m) => m.feature),
};
