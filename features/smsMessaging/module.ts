import { MobilePhone } from '@blueprintjs/icons';
import { featureNotices, type FeatureModule } from '@features/api/ui';
import { MessagingSmsToChannelEvent } from './core/MessagingSmsToChannel';

/** SMS Messaging: all PSAs; ticket and project_ticket screens; Pro (spec section 6). */
export const smsMessagingModule: FeatureModule = {
  id: 'smsMessaging',
  title: 'SMS Messaging',
  icon: MobilePhone,
  gate: { psas: 'all', screens: ['ticket', 'project_ticket'], plans: ['Pro'] },
  hubEvents: ['MessagingSmsToChannel'],
  // The contact's replies to this ticket's channels count while another page is open.
  notices: featureNotices({
    key: (message) => message.id,
    conversation: (message) => message.channelId,
    event: MessagingSmsToChannelEvent,
    counts: (message, pod) =>
      message.direction === 'inbound' &&
      !!pod.ticket &&
      message.crmId === pod.psaId &&
      message.ticketId === pod.ticket.id,
  }),
  load: () => import('./entry').then((m) => m.feature),
};
