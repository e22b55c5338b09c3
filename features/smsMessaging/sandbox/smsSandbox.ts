import { type FeatureSandbox, messagingConsoleRoutes, messagingConsoleSection } from '@features/api/sandbox';
import { smsLiveMessages } from './smsLiveMessages';
import { smsRoutes } from './smsRoutes';

/**
 * SMS Messaging's sandbox: its contract routes, how its messages go live, and the Messages console (which also plays the
 * contact's side of Teams chats: both transports share one ledger, sandbox/contract/messaging/).
 */
export const smsSandbox: FeatureSandbox = {
  id: 'smsMessaging',
  api: smsRoutes,
  liveMessages: smsLiveMessages,
  console: messagingConsoleRoutes,
  consoleSection: messagingConsoleSection,
};
