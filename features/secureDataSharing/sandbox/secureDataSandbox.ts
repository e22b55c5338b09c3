import type { FeatureSandbox } from '@features/api/sandbox';
import { secureDataApiRoutes } from './secureDataApiRoutes';
import { secureDataConsoleRoutes } from './secureDataConsoleRoutes';
import { secureDataConsoleSection } from './secureDataConsoleSection';

/** Secure Data Sharing's part of the sandbox: the SecureData* routes and the contact's console. */
export const secureDataSharingSandbox: FeatureSandbox = {
  id: 'secureDataSharing',
  api: secureDataApiRoutes,
  console: secureDataConsoleRoutes,
  consoleSection: secureDataConsoleSection,
};
