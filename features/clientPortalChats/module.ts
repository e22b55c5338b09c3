import { Chat } from '@blueprintjs/icons';
import type { FeatureModule } from '@features/api/ui';

/** Client Portal Chats (spec section 6: ConnectWise, Halo, Autotask via the capability; ticket screen; Pro). */
export const clientPortalChatsModule: FeatureModule = {
  id: 'clientPortalChats',
  title: 'Client Portal Chats',
  icon: Chat,
  gate: { psas: 'clientPortalChats', alsoRequires: ['crmLinked'], screens: ['ticket'], plans: ['Pro'] },
  load: () => import('./entry').then((m) => m.feature),
};
