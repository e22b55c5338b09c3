import type { MessagingSmsToChannelWire } from '@features/smsMessaging/adapters/wire/smsWire';
import type { TeamsChatMessageEventWire } from '@features/MSTeamsChats/adapters/wire/teamsWire';
import type { SandboxState } from '../SandboxState';
import type { SandboxConversation, SandboxMessage } from './MessagingLedger';

/** Spec section 9's event kinds for the two transports. */
export const SMS_EVENT = 'MessagingSmsToChannel';
export const TEAMS_EVENT = 'TeamsChatMessage';

/** Publishes a message to the conversation's tenant on the hub, in its transport's event shape. */
export function publishMessage(
  state: SandboxState,
  conversation: SandboxConversation,
  message: SandboxMessage,
): number {
  if (conversation.transport === 'sms') {
    const event: MessagingSmsToChannelWire = {
      id: message.id,
      channelId: conversation.id,
      body: message.body,
      date: message.date,
      direction: message.direction,
      from: message.from,
      optedOut: conversation.optedOut,
      crmId: conversation.crmId,
      ticketId: conversation.ticketId,
    };
    return state.realtime.publishToTenant(conversation.tenantId, SMS_EVENT, event);
  }
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
}
