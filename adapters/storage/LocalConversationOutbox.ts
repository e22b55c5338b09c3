import type { ConversationMessage } from '@core/conversation/ConversationMessage';
import type { ConversationOutbox } from '@core/conversation/ConversationOutbox';

/** Local-storage key prefix of unsent messages: `conversationOutbox:<conversation key>`. */
export const OUTBOX_KEY_PREFIX = 'conversationOutbox:';

/**
 * Keeps unsent messages per conversation in local storage, so they survive a reload (and are shared by
 * the tabs of one browser). What is read back is checked field by field: a damaged entry is skipped,
 * never shown half-formed.
 */
export class LocalConversationOutbox implements ConversationOutbox {
  constructor(private readonly storage: Storage) {}

  read(key: string): ConversationMessage[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(OUTBOX_KEY_PREFIX + key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isMessage) : [];
    } catch {
      return [];
    }
  }

  unsentCount(): number {
    let count = 0;
    try {
      for (let i = 0; i < this.storage.length; i++) {
        const key = this.storage.key(i);
        if (key?.startsWith(OUTBOX_KEY_PREFIX)) count += this.read(key.slice(OUTBOX_KEY_PREFIX.length)).length;
      }
    } catch {
      // A blocked storage keeps nothing to count.
    }
    return count;
  }

  write(key: string, messages: readonly ConversationMessage[]): void {
    try {
      if (messages.length === 0) this.storage.removeItem(OUTBOX_KEY_PREFIX + key);
      else this.storage.setItem(OUTBOX_KEY_PREFIX + key, JSON.stringify(messages));
    } catch {
      // A full or blocked storage must not break sending; the message still shows as unsent.
    }
  }
}

function isMessage(value: unknown): value is ConversationMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.body === 'string' &&
    typeof m.date === 'string' &&
    typeof m.author === 'string' &&
    (m.direction === 'outbound' || m.direction === 'inbound') &&
    (m.state === 'pending' || m.state === 'failed' || m.state === 'confirmed')
  );
}
