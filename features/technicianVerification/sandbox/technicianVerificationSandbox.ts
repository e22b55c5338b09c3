import type { FeatureSandbox } from '@features/api/sandbox';
import { techVerificationApiRoutes } from './techVerificationApiRoutes';
import { techVerificationConsoleRoutes, techVerificationConsoleSection } from './techVerificationConsole';

/** Technician Verification's part of the sandbox: the VerifiedPsaTechBySms routes and the end user's console. */
export const technicianVerificationSandbox: FeatureSandbox = {
  id: 'technicianVerification',
  api: techVerificationApiRoutes,
  console: techVerificationConsoleRoutes,
  consoleSection: techVerificationConsoleSection,
};
