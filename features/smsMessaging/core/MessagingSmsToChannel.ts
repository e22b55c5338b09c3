import {
  type MessageDirection,
  type HubEvent,
  type LiveMessage,
  readMessageEvent,
  stringField,
} from '@features/api/core';

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
 * Reads the event at the boundary (the shape of `messagingSmsToChannelWire`): a conversation message
 * (readMessageEvent) on `channelId` with its text in `body`, and optedOut a boolean. Anything else is
 * not this event: the hub drops it, so nothing odd is shown.
 */
export function parseMessagingSmsToChannel(payload: unknown): MessagingSmsToChannel | null {
  const read = readMessageEvent(payload, { conversation: 'channelId', body: 'body' });
  if (!read || typeof read.record.optedOut !== 'boolean') return null;
  const { record, conversationId, ...message } = read;
  return {
    ...message,
    channelId: conversationId,
    optedOut: read.record.optedOut,
    crmId: stringField(record, 'crmId'),
    ticketId: stringField(record, 'ticketId'),
  };
}

export const MessagingSmsToChannelEvent: HubEvent<MessagingSmsToChannel> = {
  name: 'MessagingSmsToChannel',
  parse: parseMessagingSmsToChannel,
};

/** The event as the conversation page reads it: a message on a channel, and the channel's opt-out. */
export function smsLiveMessage(event: MessagingSmsToChannel): LiveMessage {
  return {
    conversationId: event.channelId,
    id: event.id,
    direction: event.direction,
    body: event.body,
    date: event.date,
    author: event.from,
    optedOut: event.optedOut,
  };
}
