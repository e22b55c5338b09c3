import type { LoadedFeature } from '@features/api/ui';
import { clientPortalChatsBindings } from './bindings';
import { ChatsPage } from './ui/ChatsPage';

/** The lazily loaded chunk of Client Portal Chats. */
export const feature: LoadedFeature = { Page: ChatsPage, bindings: clientPortalChatsBindings };
