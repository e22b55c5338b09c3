import { ConversationOutboxToken } from '@core/conversation/ConversationOutbox';
import { DraftsToken } from '@core/drafts/Drafts';
import { optional, type Resolve } from '@core/shared/Bind';
import { CurrentUserStoreToken } from '../session/CurrentUserStore';
import type { ConversationPageDeps } from './ConversationPageStore';

/** A conversation page store's shared services, from the app's bindings (for a feature's store factory). */
export function conversationPageDeps(get: Resolve): ConversationPageDeps {
  return {
    outbox: get(ConversationOutboxToken),
    drafts: get(DraftsToken),
    technician: () => optional(get, CurrentUserStoreToken)?.user?.username ?? 'You',
  };
}
