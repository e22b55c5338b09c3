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
}

export interface LiveMessages {
  transport: MessagingTransport;
  /** Publishes the message to the conversation's tenant in the transport's event shape; answers the deliveries. */
  publish(state: SandboxState, conversation: SandboxConversation, message: SandboxMessage): number;
}
