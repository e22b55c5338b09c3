import { type LiveMessage, type TicketMessage, liveMessageOf, ticketMessageHubEvent } from '@features/api/core';

/** Hub event MessagingSmsToChannel (spec section 9): a message arrived on an SMS channel. */
export interface MessagingSmsToChannel extends TicketMessage {
  channelId: string;
  body: string;
  /** The channel's opt-out after this message (a STOP reply turns it true). */
  optedOut: boolean;
}

/**
 * The event, read at the boundary (the shape of `messagingSmsToChannelWire`): a conversation message
 * (readMessageEvent) on `channelId` with its text in `body`, and optedOut a boolean. Anything else is
 * not this event: the hub drops it, so nothing odd is shown.
 */
export const MessagingSmsToChannelEvent = ticketMessageHubEvent<MessagingSmsToChannel>(
  'MessagingSmsToChannel',
  { conversation: 'channelId', body: 'body' },
  ({ record, conversationId, ...message }) =>
    typeof record.optedOut === 'boolean' ? { ...message, channelId: conversationId, optedOut: record.optedOut } : null,
);

export const parseMessagingSmsToChannel = MessagingSmsToChannelEvent.parse;

/** The event as the conversation page reads it: a message on a channel, and the channel's opt-out. */
export function smsLiveMessage(event: MessagingSmsToChannel): LiveMessage {
  return { ...liveMessageOf({ ...event, conversationId: event.channelId }), optedOut: event.optedOut };
}
