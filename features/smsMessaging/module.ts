import { MobilePhone } from '@blueprintjs/icons';
import { ticketMessageNotices, type FeatureModule } from '@features/api/ui';
import { MessagingSmsToChannelEvent } from './core/MessagingSmsToChannel';

/** SMS Messaging: all PSAs; ticket and project_ticket screens; Pro (spec section 6). */
export const smsMessagingModule: FeatureModule = {
  id: 'smsMessaging',
  title: 'SMS Messaging',
  icon: MobilePhone,
  gate: { psas: 'all', screens: ['ticket', 'project_ticket'], plans: ['Pro'] },
  hubEvents: ['MessagingSmsToChannel'],
  // The contact's replies to this ticket's channels count while another page is open.
  notices: ticketMessageNotices(MessagingSmsToChannelEvent, (message) => message.channelId),
  load: () => import('./entry').then((m) => m.feature),
};
