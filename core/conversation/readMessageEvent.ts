import { asRecord, stringField } from '../realtime/HubEvent';
import type { MessageDirection } from './ConversationMessage';

/** A message event's fields every transport has, read from the transport's own names. */
export interface MessageEventFields {
  id: string;
  conversationId: string;
  body: string;
  date: string;
  direction: MessageDirection;
  from: string;
  /** The whole payload, for the transport's own fields. */
  record: Record<string, unknown>;
}

/**
 * Reads a hub event that carries one conversation message (MessagingSmsToChannel, TeamsChatMessage) at
 * the boundary: id, the conversation's id and date non-empty strings, the body a string; direction
 * defaults to inbound and from to ''. Anything else is not such an event (null): the hub drops it, so
 * nothing odd is shown. `names` says which fields hold the conversation's id and the body.
 */
export function readMessageEvent(
  payload: unknown,
  names: { conversation: string; body: string },
): MessageEventFields | null {
  const record = asRecord(payload);
  if (!record) return null;
  const id = stringField(record, 'id');
  const conversationId = stringField(record, names.conversation);
  const body = stringField(record, names.body);
  const date = stringField(record, 'date');
  if (!id || !conversationId || body === null || !date) return null;
  const direction = readDirection(record.direction);
  const from = record.from === undefined || record.from === null ? '' : stringField(record, 'from');
  if (!direction || from === null) return null;
  return { id, conversationId, body, date, direction, from, record };
}

/** A message's direction: absent means the contact wrote it (inbound); anything else unknown is refused. */
function readDirection(value: unknown): MessageDirection | null {
  if (value === undefined || value === null) return 'inbound';
  return value === 'inbound' || value === 'outbound' ? value : null;
}
