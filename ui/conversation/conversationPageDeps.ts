import { ConversationOutboxToken } from '@core/conversation/ConversationOutbox';
import { DraftsToken } from '@core/drafts/Drafts';
import type { FeatureId } from '@core/features/Feature';
import { optional, type Resolve } from '@core/shared/Bind';
import { ConversationFocusToken } from '../features/ConversationFocus';
import { CurrentUserStoreToken } from '../session/CurrentUserStore';
import type { ConversationPageDeps } from './ConversationPageStore';

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
