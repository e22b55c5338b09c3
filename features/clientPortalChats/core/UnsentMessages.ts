import { token } from '@features/api/core';

/** A message typed in a chat that the server has not confirmed yet. */
export interface UnsentMessage {
  messageId: string;
  chatId: string;
  body: string;
  /** ISO timestamp of the first attempt. */
  createdAt: string;
}

/**
 * Keeps unsent messages per chat across reloads (a storage port: the adapter decides where, and
 * falls back to memory when the browser refuses storage).
 */
export interface UnsentMessages {
  read(chatId: string): UnsentMessage[];
  write(chatId: string, messages: readonly UnsentMessage[]): void;
}

export const UnsentMessagesToken = token<UnsentMessages>('features.clientPortalChats.UnsentMessages');
