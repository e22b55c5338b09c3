import { Chat } from '@blueprintjs/icons';
import { lazyNoticeSource, type FeatureModule } from '@features/api/ui';

/** Client Portal Chats (spec section 6: ConnectWise, Halo, Autotask via the capability; ticket screen; Pro). */
export const clientPortalChatsModule: FeatureModule = {
  id: 'clientPortalChats',
  title: 'Client Portal Chats',
  icon: Chat,
  gate: { psas: 'clientPortalChats', alsoRequires: ['crmLinked'], screens: ['ticket'], plans: ['Pro'] },
  // The client's messages count on the sidebar while the page is closed (its events come over Pusher).
  noticeSource: lazyNoticeSource(() => import('./notices').then((m) => m.chatNoticeSource)),
  load: () => import('./entry').then((m) => m.feature),
};
