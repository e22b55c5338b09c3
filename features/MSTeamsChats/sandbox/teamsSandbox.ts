import type { FeatureSandbox } from '@features/api/sandbox';
import { teamsRoutes } from './teamsRoutes';

/** MS Teams Chats' sandbox: its contract routes. The contact's side is in the Messages console (SMS Messaging's sandbox). */
export const teamsSandbox: FeatureSandbox = { id: 'MSTeamsChats', api: teamsRoutes };
