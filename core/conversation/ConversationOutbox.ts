import { token } from '../shared/Token';
import type { ConversationMessage } from './ConversationMessage';

/**
 * Where unsent messages wait, per conversation, so they survive a reload until the server has them
 * (a message the technician sent is never lost). The browser adapter keeps them in local storage.
 */
export interface ConversationOutbox {
  /** The messages saved for a conversation key (e.g. `sms:<channelId>`), oldest first. */
  read(key: string): ConversationMessage[];
  /** Replaces what is kept for the key; an empty list forgets it. */
  write(key: string, messages: readonly ConversationMessage[]): void;
  /** How many messages wait to be sent, in every conversation (the shell asks before signing out). */
  unsentCount(): number;
}

export const ConversationOutboxToken = token<ConversationOutbox>('core.conversation.ConversationOutbox');
