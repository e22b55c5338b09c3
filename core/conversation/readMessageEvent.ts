import { asRecord, stringField, type HubEvent } from '../realtime/HubEvent';
import type { MessageDirection } from './ConversationMessage';
import type { LiveMessage } from './LiveMessages';

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

/** What every transport's message event says besides the conversation and the text (SMS, Teams). */
export interface TicketMessage {
  id: string;
  date: string;
  direction: MessageDirection;
  from: string;
  /** The conversation's PSA and ticket when the event names them (null otherwise). */
  crmId: string | null;
  ticketId: string | null;
}

/** A message event (readMessageEvent) with the ticket it belongs to: `crmId` and `ticketId`, null when absent. */
function readTicketMessageEvent(
  payload: unknown,
  names: { conversation: string; body: string },
): (MessageEventFields & TicketMessage) | null {
  const read = readMessageEvent(payload, names);
  return read && { ...read, crmId: stringField(read.record, 'crmId'), ticketId: stringField(read.record, 'ticketId') };
}

/**
 * A transport's hub event of one message to a ticket's conversation (MessagingSmsToChannel, TeamsChatMessage): read
 * at the boundary by readTicketMessageEvent under the transport's names, then by `read` into the transport's own
 * shape (null drops it too).
 */
export function ticketMessageHubEvent<T>(
  name: string,
  names: { conversation: string; body: string },
  read: (fields: MessageEventFields & TicketMessage) => T | null,
): HubEvent<T> {
  return {
    name,
    parse: (payload) => {
      const fields = readTicketMessageEvent(payload, names);
      return fields && read(fields);
    },
  };
}

/** A message event as the conversation page reads it: a message in one of the transport's conversations. */
export function liveMessageOf(event: Omit<MessageEventFields, 'record'>): LiveMessage {
  const { conversationId, id, direction, body, date, from } = event;
  return { conversationId, id, direction, body, date, author: from };
}
