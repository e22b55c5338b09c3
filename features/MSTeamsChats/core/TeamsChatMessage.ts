import {
  type MessageDirection,
  type HubEvent,
  type LiveMessage,
  readMessageEvent,
  stringField,
} from '@features/api/core';

/** Hub event TeamsChatMessage (spec section 9): a message arrived in a Teams chat. */
export interface TeamsChatMessage {
  id: string;
  chatId: string;
  message: string;
  from: string;
  date: string;
  direction: MessageDirection;
  /** The chat's PSA and ticket when the event names them (null otherwise). */
  crmId: string | null;
  ticketId: string | null;
}

/**
 * Reads the event at the boundary (the shape of `teamsChatMessageEventWire`): a conversation message
 * (readMessageEvent) in `chatId` with its text in `message`. Anything else is not this event: the hub
 * drops it, so nothing odd is shown.
 */
export function parseTeamsChatMessage(payload: unknown): TeamsChatMessage | null {
  const read = readMessageEvent(payload, { conversation: 'chatId', body: 'message' });
  if (!read) return null;
  const { record } = read;
  return {
    id: read.id,
    chatId: read.conversationId,
    message: read.body,
    from: read.from,
    date: read.date,
    direction: read.direction,
    crmId: stringField(record, 'crmId'),
    ticketId: stringField(record, 'ticketId'),
  };
}

export const TeamsChatMessageEvent: HubEvent<TeamsChatMessage> = {
  name: 'TeamsChatMessage',
  parse: parseTeamsChatMessage,
};

/** The event as the conversation page reads it: a message in a chat. */
export function teamsLiveMessage(event: TeamsChatMessage): LiveMessage {
  return {
    conversationId: event.chatId,
    id: event.id,
    direction: event.direction,
    body: event.message,
    date: event.date,
    author: event.from,
  };
}
