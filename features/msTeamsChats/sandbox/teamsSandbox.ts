import type { FeatureSandbox } from '@features/api/sandbox';
import { teamsLiveMessages } from './teamsLiveMessages';
import { teamsRoutes } from './teamsRoutes';

/** MS Teams Chats' sandbox: its contract routes and how its messages go live. The contact's side is in the Messages console (SMS Messaging's sandbox). */
export const teamsSandbox: FeatureSandbox = { id: 'msTeamsChats', api: teamsRoutes, liveMessages: teamsLiveMessages };
