import type { LiveMessages } from '@features/api/sandbox';
import type { MessagingSmsToChannelWire } from '../adapters/wire/smsWire';

/** Spec section 9's event kind for a text message. */
export const SMS_EVENT = 'MessagingSmsToChannel';

/** An SMS channel's message goes live as MessagingSmsToChannel, with the channel's opt-out after it. */
export const smsLiveMessages: LiveMessages = {
  transport: 'sms',
  publish(state, conversation, message) {
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
  },
};
