import { People } from '@blueprintjs/icons';
import { ticketMessageNotices, type FeatureModule } from '@features/api/ui';
import { TeamsChatMessageEvent } from './core/TeamsChatMessage';

/** MS Teams Chats: ConnectWise (teamsChats capability); ticket screen; every plan, removed when plan-filtered (spec section 6). */
export const msTeamsChatsModule: FeatureModule = {
  id: 'msTeamsChats',
  title: 'MS Teams Chats',
  icon: People,
  gate: {
    psas: 'teamsChats',
    screens: ['ticket'],
    plans: ['Free', 'VerificationPlus', 'Pro'],
    removedWhenPlanFiltered: true,
  },
  hubEvents: ['TeamsChatMessage'],
  // The contact's messages to this ticket's chat count while it is not on screen.
  notices: ticketMessageNotices(TeamsChatMessageEvent, (message) => message.chatId),
  load: () => import('./entry').then((m) => m.feature),
};
