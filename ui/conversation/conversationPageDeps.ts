import { ConversationOutboxToken } from '@core/conversation/ConversationOutbox';
import { DraftsToken } from '@core/drafts/Drafts';
import type { FeatureId } from '@core/features/Feature';
import { optional, type Resolve } from '@core/shared/Bind';
import { ConversationFocusToken } from '../features/ConversationFocus';
import { CurrentUserStoreToken } from '../session/CurrentUserStore';
import type { ConversationPageTransport } from '@core/conversation/ConversationPageTransport';
import type { FeaturePodContext } from '@core/features/FeaturePodContext';
import type { PageStoreFactory } from '../common/usePageStore';
import { ConversationPageStore, type ConversationPageDeps } from './ConversationPageStore';

/**
 * A conversation page store's shared services, from the app's bindings (for a feature's store factory):
 * `featureId` is whose sidebar count the open conversation clears.
 */
export function conversationPageDeps(get: Resolve, featureId: FeatureId): ConversationPageDeps {
  const focus = optional(get, ConversationFocusToken);
  return {
    outbox: get(ConversationOutboxToken),
    drafts: get(DraftsToken),
    technician: () => optional(get, CurrentUserStoreToken)?.user?.username ?? 'You',
    focus: focus ? (conversationId) => focus.showing(featureId, conversationId) : undefined,
  };
}

/**
 * A binding of a conversation feature's page store factory (SMS, Teams): the one conversation page store over the
 * transport `transport` makes for a pod, with the app's shared services.
 */
export function conversationPageFactory<Thread, Setup, StartArgs extends unknown[]>(
  featureId: FeatureId,
  transport: (get: Resolve, pod: FeaturePodContext) => ConversationPageTransport<Thread, Setup, StartArgs>,
): (get: Resolve) => PageStoreFactory<FeaturePodContext, ConversationPageStore<Thread, Setup, StartArgs>> {
  return (get) => (pod) => new ConversationPageStore(transport(get, pod), conversationPageDeps(get, featureId), pod);
}
