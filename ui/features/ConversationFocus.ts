import type { FeatureId } from '@core/features/Feature';
import { token } from '@core/shared/Token';

/**
 * What a feature page tells the shell about the conversation it shows (an SMS channel, a Teams chat, a
 * portal chat): that conversation's count on the sidebar goes, and its new messages are not counted while
 * it shows. The shell's notice counts implement it.
 */
export interface ConversationFocus {
  /** The page of `featureId` shows this conversation now; null: none (a list, or the page left). */
  showing(featureId: FeatureId, conversationId: string | null): void;
  /**
   * The contact's message `key` arrived in a conversation, on a feed of the feature's own (not the hub's):
   * it counts unless that conversation shows; the same key counts once.
   */
  arrived(featureId: FeatureId, conversationId: string, key: string): void;
}

export const ConversationFocusToken = token<ConversationFocus>('ui.features.ConversationFocus');
