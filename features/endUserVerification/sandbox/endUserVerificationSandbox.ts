import { Hono } from 'hono';
import type { FeatureSandbox } from '../../../sandbox/contract/FeatureSandbox';
import type { SandboxEnv } from '../../../sandbox/contract/sandboxEnv';
import { phoneNumberRoutes } from './phoneNumberRoutes';
import { ticketNoteRoutes } from './ticketNoteRoutes';
import { verificationConsoleRoutes, verificationConsoleSection } from './verificationConsoleRoutes';
import { verificationRoutes } from './verificationRoutes';

/** End User Verification's part of the sandbox: sends, checks, pushes, phone numbers, ticket notes, the outbox. */
export const endUserVerificationSandbox: FeatureSandbox = {
  id: 'endUserVerification',
  api: new Hono<SandboxEnv>().route('/', verificationRoutes).route('/', phoneNumberRoutes).route('/', ticketNoteRoutes),
  console: verificationConsoleRoutes,
  consoleSection: verificationConsoleSection,
};
