import { People } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/** MS Teams Chats: ConnectWise (teamsChats capability); ticket screen; every plan, removed when plan-filtered (spec section 6). */
export const msTeamsChatsModule: FeatureModule = {
  id: 'MSTeamsChats',
  title: 'MS Teams Chats',
  icon: People,
  gate: { psas: 'teamsChats', screens: ['ticket'], plans: ['Free', 'VerificationPlus', 'Pro'], removedWhenPlanFiltered: true },
  hubEvents: ['TeamsChatMessage'],
  load: () => import('./entry').then((m) => m.feature),
};
