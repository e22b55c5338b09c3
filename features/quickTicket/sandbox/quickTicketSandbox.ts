import type { FeatureSandbox } from '@features/api/sandbox';
import { quickTicketApiRoutes } from './quickTicketApiRoutes';
import { quickTicketConsoleRoutes, quickTicketConsoleSection } from './quickTicketConsole';

/** Quick Ticket's part of the sandbox: ConnectWise lookups, createTicket, and the created tickets in the console. */
export const quickTicketSandbox: FeatureSandbox = {
  id: 'quickTicket',
  api: quickTicketApiRoutes,
  console: quickTicketConsoleRoutes,
  consoleSection: quickTicketConsoleSection,
};
