import { type MessageDirection, asRecord, stringField, type HubEvent } from '@features/api/core';

/** Hub event TeamsChatMessage (spec section 9): a message arrived in a Teams chat. */
export interface TeamsChatMessage {
  id: string;
  chatId: string;
  message: string;
  from: string;
  date: string;
  direction: MessageDirection;
}

/**
 * Reads the event at the boundary (the shape of `teamsChatMessageEventWire`): id, chatId and date
 * non-empty strings, message a string; direction defaults to inbound and from to ''. Anything else is
 * not this event: the hub drops it, so nothing odd is shown.
 */
export function parseTeamsChatMessage(payload: unknown): TeamsChatMessage | null {
  const record = asRecord(payload);
  if (!record) return null;
  const id = stringField(record, 'id');
  const chatId = stringField(record, 'chatId');
  const message = stringField(record, 'message');
  const date = stringField(record, 'date');
  if (!id || !chatId || message === null || !date) return null;
  const direction = record.direction === undefined || record.direction === null ? 'inbound' : record.direction;
  if (direction !== 'inbound' && direction !== 'outbound') return null;
  const from = record.from === undefined || record.from === null ? '' : stringField(record, 'from');
  if (from === null) return null;
  return { id, chatId, message, from, date, direction };
}

export const TeamsChatMessageEvent: HubEvent<TeamsChatMessage> = {
  name: 'TeamsChatMessage',
  parse: parseTeamsChatMessage,
};
