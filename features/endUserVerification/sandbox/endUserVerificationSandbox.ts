import { Hono } from 'hono';
import { html } from 'hono/html';
import type { FeatureSandbox, SandboxEnv } from '@features/api/sandbox';
import { ticketNoteRoutes } from './ticketNoteRoutes';
import { verificationConsoleRoutes, verificationConsoleSection } from './verificationConsoleRoutes';
import { verificationRoutes } from './verificationRoutes';
import { LINK_PUBLIC_PATHS, linkRoutes } from './linkRoutes';
import { pastFailureRoutes } from './pastFailureRoutes';
import { pastCallRoutes } from './calls/pastCallRoutes';
import { approvalRoutes } from './approvals/approvalRoutes';
import { approvalLedgerOf } from './approvals/ApprovalLedger';
import { callRoutes } from './calls/callRoutes';
import { approvalConsoleRoutes, approvalConsoleSection } from './approvals/approvalConsole';
import { seededCompanyOverrides } from './VerificationLedger';
import { verificationAttemptsOf } from './verificationAttempts';
import type { CompanyVerificationSettingsWire } from '../adapters/wire/verificationWire';

/** End User Verification's part of the sandbox: sends, checks, pushes, verification links (public), failures and locks, ticket notes, the outbox (phone numbers are shared: sandbox/contract/routes/phoneNumberRoutes.ts). */
export const endUserVerificationSandbox: FeatureSandbox = {
  id: 'endUserVerification',
  api: new Hono<SandboxEnv>()
    .route('/', verificationRoutes)
    .route('/', linkRoutes)
    .route('/', ticketNoteRoutes)
    .route('/', approvalRoutes)
    .route('/', callRoutes),
  publicPaths: LINK_PUBLIC_PATHS,
  console: new Hono<SandboxEnv>()
    .route('/', verificationConsoleRoutes)
    .route('/', pastFailureRoutes)
    .route('/', pastCallRoutes)
    .route('/', approvalConsoleRoutes),
  consoleSection: (state) => html`${verificationConsoleSection(state)}${approvalConsoleSection(state)}`,
  companySettings: (_state, companyId): CompanyVerificationSettingsWire => ({
    data: seededCompanyOverrides(companyId),
  }),
  verificationAttempts: verificationAttemptsOf,
  userRoles: (state, user) =>
    (approvalLedgerOf(state).approverIds.get(user.tenantId) ?? []).includes(user.id) ? ['verificationApprover'] : [],
};
