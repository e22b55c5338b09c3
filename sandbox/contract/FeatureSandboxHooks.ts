import type { SandboxConversation, SandboxMessage, MessagingTransport } from './messaging/messagingModel';
import type { SandboxState } from './SandboxState';

/**
 * What the sandbox's shared routes ask of the features (features/sandboxRegistry.ts), the way the app asks a
 * feature module: the sandbox imports no feature's files, it reads these from the registered features. Kept apart
 * from FeatureSandbox so the Hono context can carry them (sandboxEnv.ts) without an import cycle.
 */
export interface FeatureSandboxHooks {
  /** The conversation transport this feature owns (SMS, Teams): how a message of it goes live on the hub. */
  liveMessages?: LiveMessages;
  /**
   * This feature's fields of a company's verification settings (GET CompanyVerificationSettings/{psaId}/company/
   * {companyId}), which the shared route answers beside the company's policies.
   */
  companySettings?(state: SandboxState, companyId: string): object;
  /**
   * The verification attempts this feature made in the tenant (End User Verification's sends, as they ended), for
   * a report that lists every attempt of the tenant: read by the report through the Hono context, never imported.
   */
  verificationAttempts?(state: SandboxState, tenantId: string): readonly SandboxVerificationAttempt[];
  /** The roles this feature gives a user (End User Verification: 'verificationApprover'), on GET User/{id}. */
  userRoles?(state: SandboxState, user: { id: string; tenantId: string }): readonly string[];
}

/** One verification attempt as features hand it to the sandbox's report (times ISO 8601; methods and results by name). */
export interface SandboxVerificationAttempt {
  id: string;
  at: string;
  technician: { id: string; name: string };
  contactName: string;
  company: { id: string; name: string };
  ticketNumber: string | null;
  methods: readonly ('sms' | 'email' | 'link' | 'duo' | 'microsoft' | 'teams')[];
  /**
   * How the attempt ended, as its call's record says: a check that passed is 'verified' only once its call is
   * (`partial`: 1 of the 2 methods its request needs; `awaitingApproval`: held for a manager; `denied`: a manager
   * denied the call).
   */
  result: 'verified' | 'partial' | 'awaitingApproval' | 'failed' | 'denied' | 'expired' | 'lockedOut';
  /** What the caller asked for, the methods it needs and how many different ones passed on the call so far. */
  request: 'PasswordReset' | 'MfaReset' | 'Other';
  methodsNeeded: 1 | 2;
  methodsPassed: number;
  /** The manager who answered the call's approval (approved or denied), and the reason they gave. */
  approver: string | null;
  approvalReason: string | null;
  note: string;
  /** ISO 8601 when verified; null otherwise. */
  verifiedAt: string | null;
}

export interface LiveMessages {
  transport: MessagingTransport;
  /** Publishes the message to the conversation's tenant in the transport's event shape; answers the deliveries. */
  publish(state: SandboxState, conversation: SandboxConversation, message: SandboxMessage): number;
}
