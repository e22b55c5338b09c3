import type { ConversationMessage, ConversationOutbox, LocalValues } from '@features/api/core';
import type { UnsentMessage, UnsentMessages } from '../core/UnsentMessages';

/** Where earlier versions kept a chat's unsent messages; read once, moved into the outbox, then forgotten. */
const LEGACY_KEY_PREFIX = 'clientPortalChats.unsent.';

/**
 * A chat's unsent messages in the app's conversation outbox (key `clientPortalChats:<chatId>`), beside SMS's
 * and Teams', so they survive a reload and the shell knows something is unsent before signing out.
 */
export class OutboxUnsentMessages implements UnsentMessages {
  constructor(
    private readonly outbox: ConversationOutbox,
    /** Where earlier versions kept them (LocalValues), moved over on first read. */
    private readonly legacy: LocalValues,
  ) {}

  read(chatId: string): UnsentMessage[] {
    const kept = this.outbox
      .read(keyOf(chatId))
      .map((m) => ({ messageId: m.id, chatId, body: m.body, createdAt: m.date }));
    const legacy = parseLegacy(this.legacy.read(LEGACY_KEY_PREFIX + chatId), chatId).filter(
      (m) => !kept.some((k) => k.messageId === m.messageId),
    );
    if (legacy.length === 0) return kept;
    const all = [...kept, ...legacy];
    this.write(chatId, all);
    this.legacy.write(LEGACY_KEY_PREFIX + chatId, null);
    return all;
  }

  write(chatId: string, messages: readonly UnsentMessage[]): void {
    this.outbox.write(keyOf(chatId), messages.filter((m) => m.chatId === chatId).map(asConversationMessage));
  }
}

const keyOf = (chatId: string) => `clientPortalChats:${chatId}`;

function asConversationMessage(message: UnsentMessage): ConversationMessage {
  return {
    id: message.messageId,
    direction: 'outbound',
    body: message.body,
    date: message.createdAt,
    author: '',
    state: 'failed',
  };
}

/** What an earlier version stored, dropping anything that is not an unsent message of this chat. */
function parseLegacy(raw: string | null, chatId: string): UnsentMessage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (m): m is UnsentMessage =>
        !!m &&
        typeof m === 'object' &&
        typeof m.messageId === 'string' &&
        m.chatId === chatId &&
        typeof m.body === 'string' &&
        typeof m.createdAt === 'string',
    );
  } catch {
    return [];
  }
}
