import type { LiveMessages } from '@features/api/sandbox';
import type { TeamsChatMessageEventWire } from '../adapters/wire/teamsWire';

/** Spec section 9's event kind for a Teams chat message. */
export const TEAMS_EVENT = 'TeamsChatMessage';

/** A Teams chat's message goes live as TeamsChatMessage. */
export const teamsLiveMessages: LiveMessages = {
  transport: 'teams',
  publish(state, conversation, message) {
    const event: TeamsChatMessageEventWire = {
      id: message.id,
      chatId: conversation.id,
      message: message.body,
      from: message.from,
      date: message.date,
      direction: message.direction,
      crmId: conversation.crmId,
      ticketId: conversation.ticketId,
    };
    return state.realtime.publishToTenant(conversation.tenantId, TEAMS_EVENT, event);
  },
};
