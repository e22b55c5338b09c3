import { type LiveMessage, type TicketMessage, liveMessageOf, ticketMessageHubEvent } from '@features/api/core';

/** Hub event TeamsChatMessage (spec section 9): a message arrived in a Teams chat (`message` is its text). */
export interface TeamsChatMessage extends TicketMessage {
  chatId: string;
  message: string;
}

/**
 * The event, read at the boundary (the shape of `teamsChatMessageEventWire`): a conversation message
 * (readMessageEvent) in `chatId` with its text in `message`. Anything else is not this event: the hub
 * drops it, so nothing odd is shown.
 */
export const TeamsChatMessageEvent = ticketMessageHubEvent<TeamsChatMessage>(
  'TeamsChatMessage',
  { conversation: 'chatId', body: 'message' },
  ({ record: _record, conversationId, body, ...message }) => ({ ...message, chatId: conversationId, message: body }),
);

export const parseTeamsChatMessage = TeamsChatMessageEvent.parse;

/** The event as the conversation page reads it: a message in a chat. */
export function teamsLiveMessage(event: TeamsChatMessage): LiveMessage {
  return liveMessageOf({ ...event, conversationId: event.chatId, body: event.message });
}
