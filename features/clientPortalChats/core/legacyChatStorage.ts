import type { ConversationMessage, ConversationOutbox, Drafts, LocalValues } from '@features/api/core';
import { chatConversationKey } from './chatTransport';

/** Where earlier versions kept a chat's unsent messages (LocalValues) and its draft (Drafts). */
const LEGACY_UNSENT_PREFIX = 'clientPortalChats.unsent.';
const legacyDraftKey = (chatId: string) => `clientPortalChats:${chatId}`;

export interface LegacyChatStorage {
  outbox: ConversationOutbox;
  legacy: LocalValues;
  drafts?: Drafts;
}

/**
 * Moves what earlier versions kept for a chat to where every conversation keeps it, once, before the chat opens:
 * its unsent messages into the conversation outbox (key `clientPortalChats:<chatId>`) and its draft under
 * `conversation:clientPortalChats:<chatId>`, so they come back and the shell counts them before signing out.
 */
export function moveLegacyChatStorage(chatId: string, { outbox, legacy, drafts }: LegacyChatStorage): void {
  const key = chatConversationKey(chatId);
  const kept = outbox.read(key);
  const earlier = parseLegacy(legacy.read(LEGACY_UNSENT_PREFIX + chatId), chatId).filter(
    (m) => !kept.some((k) => k.id === m.id),
  );
  if (earlier.length > 0) {
    outbox.write(key, [...kept, ...earlier]);
    legacy.write(LEGACY_UNSENT_PREFIX + chatId, null);
  }
  const draft = drafts?.read(legacyDraftKey(chatId));
  if (drafts && draft) {
    if (!drafts.read(`conversation:${key}`)) drafts.write(`conversation:${key}`, draft);
    drafts.write(legacyDraftKey(chatId), '');
  }
}

/** What an earlier version stored, as unsent messages of this chat; anything else is dropped. */
function parseLegacy(raw: string | null, chatId: string): ConversationMessage[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.flatMap((m) => unsentOf(m, chatId)) : [];
  } catch {
    return [];
  }
}

function unsentOf(value: unknown, chatId: string): ConversationMessage[] {
  if (!value || typeof value !== 'object') return [];
  const m = value as Record<string, unknown>;
  if (typeof m.messageId !== 'string' || m.chatId !== chatId) return [];
  if (typeof m.body !== 'string' || typeof m.createdAt !== 'string') return [];
  return [{ id: m.messageId, direction: 'outbound', body: m.body, date: m.createdAt, author: '', state: 'failed' }];
}
