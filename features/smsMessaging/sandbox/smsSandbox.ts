import { type FeatureSandbox, messagingConsoleRoutes, messagingConsoleSection } from '@features/api/sandbox';
import { smsRoutes } from './smsRoutes';

/**
 * SMS Messaging's sandbox: its contract routes, and the Messages console (which also plays the
 * contact's side of Teams chats: both transports share one ledger, sandbox/contract/messaging/).
 */
export const smsSandbox: FeatureSandbox = {
  id: 'smsMessaging',
  api: smsRoutes,
  console: messagingConsoleRoutes,
  consoleSection: messagingConsoleSection,
};
