import type { SignalrConnection } from './signalrConnection';
import type { InvocationMessage } from './signalrProtocol';

/** Hub method name of the tenant subscription (spec section 9). */
export const TENANT_SUBSCRIPTION = 'TenantSubscription';
/** Completion error for a subscription to someone else's tenant. */
export const TENANT_MISMATCH_ERROR = 'Forbidden: tenant mismatch';

/**
 * Answers a client's invocation: the tenant subscription subscribes the connection to its own tenant (another
 * tenant is refused); any other method completes with null. Only invocations with an id get a completion.
 */
export function answerInvocation(connection: SignalrConnection, message: InvocationMessage): void {
  // Hub method names are case-insensitive in ASP.NET Core.
  const isSubscription = message.target.toLowerCase() === TENANT_SUBSCRIPTION.toLowerCase();
  const outcome = isSubscription ? subscribe(connection, message.arguments[0]) : { result: null };
  if (message.invocationId) connection.complete(message.invocationId, outcome);
}

function subscribe(connection: SignalrConnection, tenantId: unknown) {
  if (typeof tenantId !== 'string' || tenantId !== connection.identity.tenantId) {
    return { error: TENANT_MISMATCH_ERROR };
  }
  connection.subscription = { tenantId, subscribedAt: new Date().toISOString() };
  return { result: true };
}
