import type { ConversationMessage } from '@core/conversation/ConversationMessage';
import { Message, type DeliveryState } from './Message';
import { MessageBody } from './MessageBody';
import type { MessageRow } from './MessageList';

/** A conversation message's delivery: ours pending, sent (the server has it) or failed; theirs none. */
export function deliveryOf(message: ConversationMessage): DeliveryState | undefined {
  if (message.state === 'pending') return 'sending';
  if (message.state === 'failed') return 'failed';
  return message.direction === 'outbound' ? 'sent' : undefined;
}

/** How the kit's list shows an SMS or Teams message; Retry sends a failed one again. */
export function conversationRow(onRetry: (localId: string) => void): MessageRow<ConversationMessage> {
  return {
    key: (message) => message.id,
    direction: (message) => message.direction,
    render: (message) => (
      <Message
        direction={message.direction}
        author={message.author || (message.direction === 'inbound' ? 'Contact' : 'You')}
        at={message.date}
        delivery={deliveryOf(message)}
        error={message.error}
        onRetry={() => onRetry(message.id)}
      >
        <MessageBody text={message.body} />
      </Message>
    ),
  };
}
