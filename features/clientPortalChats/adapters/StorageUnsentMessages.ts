import type { UnsentMessage, UnsentMessages } from '../core/UnsentMessages';
import { tryStorage } from '@adapters/storage/tryStorage';

const KEY_PREFIX = 'clientPortalChats.unsent.';

/**
 * Unsent chat messages in the browser's local storage, one key per chat, so they survive a reload.
 * When the browser refuses storage (a PSA iframe with third-party storage blocked) they are kept
 * in memory for this page instead: nothing throws, nothing typed is lost while the page is open.
 */
export class StorageUnsentMessages implements UnsentMessages {
  private readonly memory = new Map<string, UnsentMessage[]>();

  constructor(private readonly storage: () => Storage | null) {}

  read(chatId: string): UnsentMessage[] {
    const stored = tryStorage(this.storage, (s) => s.getItem(KEY_PREFIX + chatId));
    if (stored === undefined) return [...(this.memory.get(chatId) ?? [])];
    return parse(stored, chatId);
  }

  write(chatId: string, messages: readonly UnsentMessage[]): void {
    const list = [...messages];
    this.memory.set(chatId, list);
    tryStorage(this.storage, (s) => (list.length === 0 ? s.removeItem(KEY_PREFIX + chatId) : s.setItem(KEY_PREFIX + chatId, JSON.stringify(list))));
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
