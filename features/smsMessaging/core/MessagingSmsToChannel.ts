import { type MessageDirection, asRecord, stringField, type HubEvent } from '@features/api/core';

/** Hub event MessagingSmsToChannel (spec section 9): a message arrived on an SMS channel. */
export interface MessagingSmsToChannel {
  id: string;
  channelId: string;
  body: string;
  date: string;
  direction: MessageDirection;
  from: string;
  /** The channel's opt-out after this message (a STOP reply turns it true). */
  optedOut: boolean;
  /** The channel's PSA and ticket when the event names them (null otherwise). */
  crmId: string | null;
  ticketId: string | null;
}

/**
 * Reads the event at the boundary (the shape of `messagingSmsToChannelWire`): id, channelId and date
 * non-empty strings, body a string, optedOut a boolean; direction defaults to inbound and from to ''.
 * Anything else is not this event: the hub drops it, so nothing odd is shown.
 */
export function parseMessagingSmsToChannel(payload: unknown): MessagingSmsToChannel | null {
  const record = asRecord(payload);
  if (!record) return null;
  const id = stringField(record, 'id');
  const channelId = stringField(record, 'channelId');
  const body = stringField(record, 'body');
  const date = stringField(record, 'date');
  if (!id || !channelId || body === null || !date || typeof record.optedOut !== 'boolean') return null;
  const direction = readDirection(record.direction);
  const from = record.from === undefined || record.from === null ? '' : stringField(record, 'from');
  if (!direction || from === null) return null;
  return { id, channelId, body, date, direction, from, optedOut: record.optedOut, crmId: stringField(record, 'crmId'), ticketId: stringField(record, 'ticketId') };
}

/** A message's direction: absent means the contact wrote it (inbound); anything else unknown is refused. */
function readDirection(value: unknown): MessageDirection | null {
  if (value === undefined || value === null) return 'inbound';
  return value === 'inbound' || value === 'outbound' ? value : null;
}

export const MessagingSmsToChannelEvent: HubEvent<MessagingSmsToChannel> = {
  name: 'MessagingSmsToChannel',
  parse: parseMessagingSmsToChannel,
};
