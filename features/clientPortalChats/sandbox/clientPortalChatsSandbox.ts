import { Hono } from 'hono';
import type { FeatureSandbox, SandboxEnv } from '@features/api/sandbox';
import { chatApiRoutes } from './chatApiRoutes';
import { chatConsoleRoutes } from './chatConsoleRoutes';
import { chatConsoleSection } from './chatConsoleSection';

/** Client Portal Chats in the sandbox: the contract, the console playing the client, its section. */
export const clientPortalChatsSandbox: FeatureSandbox = {
  id: 'clientPortalChats',
  api: new Hono<SandboxEnv>().route('/', chatApiRoutes),
  console: chatConsoleRoutes,
  consoleSection: chatConsoleSection,
};
