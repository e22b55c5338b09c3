import type { UnsentMessage, UnsentMessages } from '../core/UnsentMessages';

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
    const stored = this.tryStorage((s) => s.getItem(KEY_PREFIX + chatId));
    if (stored === undefined) return [...(this.memory.get(chatId) ?? [])];
    return parse(stored, chatId);
  }

  write(chatId: string, messages: readonly UnsentMessage[]): void {
    const list = [...messages];
    this.memory.set(chatId, list);
    this.tryStorage((s) => (list.length === 0 ? s.removeItem(KEY_PREFIX + chatId) : s.setItem(KEY_PREFIX + chatId, JSON.stringify(list))));
  }

  /** Runs `apply` on the storage; undefined when there is none or the browser refuses it. */
  private tryStorage<T>(apply: (storage: Storage) => T): T | undefined {
    try {
      const storage = this.storage();
      return storage ? apply(storage) : undefined;
    } catch {
      return undefined;
    }
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
