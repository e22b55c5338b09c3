import type { FeatureSandboxHooks } from '../FeatureSandboxHooks';
import type { SandboxState } from '../SandboxState';
import type { SandboxConversation, SandboxMessage } from './MessagingLedger';

/**
 * Publishes a message to the conversation's tenant on the hub, in its transport's event shape: the feature that
 * owns the transport (its `liveMessages`, found among the registered features) knows the shape and the event name.
 */
export function publishMessage(
  features: readonly FeatureSandboxHooks[],
  state: SandboxState,
  conversation: SandboxConversation,
  message: SandboxMessage,
): number {
  const owner = features.find((feature) => feature.liveMessages?.transport === conversation.transport);
  if (!owner?.liveMessages) throw new Error(`No registered feature publishes ${conversation.transport} messages.`);
  return owner.liveMessages.publish(state, conversation, message);
}
