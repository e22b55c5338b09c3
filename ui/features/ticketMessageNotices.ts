import type { TicketMessage } from '@core/conversation/readMessageEvent';
import type { HubEvent } from '@core/realtime/HubEvent';
import { featureNotices, type FeatureNotices } from './FeatureModule';

/**
 * A conversation feature's sidebar count (SMS, Teams): the contact's messages (inbound) to this pod's ticket count
 * while their conversation is not on screen, each message once.
 */
export function ticketMessageNotices<T extends TicketMessage>(
  event: HubEvent<T>,
  conversationOf: (message: T) => string,
): FeatureNotices<unknown> {
  return featureNotices<T>({
    key: (message) => message.id,
    conversation: conversationOf,
    event,
    counts: (message, pod) =>
      message.direction === 'inbound' &&
      !!pod.ticket &&
      message.crmId === pod.psaId &&
      message.ticketId === pod.ticket.id,
  });
}
