import type { LocalValues } from '@features/api/core';
import type { UnsentMessage, UnsentMessages } from '../core/UnsentMessages';

const KEY_PREFIX = 'clientPortalChats.unsent.';

/**
 * Unsent chat messages kept in this browser (the shared LocalValues port: local storage, or memory for
 * the page where the browser refuses it), one key per chat, so they survive a reload.
 */
export class StorageUnsentMessages implements UnsentMessages {
  constructor(private readonly values: LocalValues) {}

  read(chatId: string): UnsentMessage[] {
    return parse(this.values.read(KEY_PREFIX + chatId), chatId);
  }

  write(chatId: string, messages: readonly UnsentMessage[]): void {
    this.values.write(KEY_PREFIX + chatId, messages.length === 0 ? null : JSON.stringify(messages));
  }
}

/** Reads what was stored, dropping anything that is not an unsent message of this chat. */
function parse(raw: string | null, chatId: string): UnsentMessage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (m): m is UnsentMessage =>
        !!m && typeof m === 'object' && typeof m.messageId === 'string' && m.chatId === chatId && typeof m.body === 'string' && typeof m.createdAt === 'string',
    );
  } catch {
    return [];
  }
}
