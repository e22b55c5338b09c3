import { Hono } from 'hono';
import type { FeatureSandbox, SandboxEnv } from '@features/api/sandbox';
import { verificationReportApiRoutes } from './verificationReportApiRoutes';
import { seededAttemptsOf } from './seedAttempts';

/**
 * The verification report's part of the sandbox: its contract routes, and GET /__sandbox/verification-report (how
 * many attempts are seeded, the newest few) for tests and people looking.
 */
export const verificationReportSandbox: FeatureSandbox = {
  id: 'verificationReport',
  api: verificationReportApiRoutes,
  console: new Hono<SandboxEnv>().get('/verification-report', (c) => {
    const seeded = seededAttemptsOf(c.var.state);
    return c.json({ seeded: seeded.length, newest: seeded.slice(0, 5) });
  }),
};
