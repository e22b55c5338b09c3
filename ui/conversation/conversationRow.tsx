import type { ReactNode } from 'react';
import type { ConversationMessage, MessageAttachment } from '@core/conversation/ConversationMessage';
import { Message, type DeliveryState } from './Message';
import { MessageBody } from './MessageBody';
import type { MessageRow } from './MessageList';

/** A conversation message's delivery: ours pending, sent (the server has it) or failed; theirs none. */
export function deliveryOf(message: ConversationMessage): DeliveryState | undefined {
  if (message.state === 'pending') return 'sending';
  if (message.state === 'failed') return 'failed';
  return message.direction === 'outbound' ? 'sent' : undefined;
}

/** What a message's row can do and show besides its text. */
export interface ConversationRowActions {
  /** Sends a failed message again. */
  retry(localId: string): void;
  /** Gives up a failed message, where the transport lets the technician drop one (portal chats). */
  discard?(localId: string): void;
  /** How the transport shows a file sent as a message (portal chats: from its bytes, never as HTML). */
  attachment?(attachment: MessageAttachment): ReactNode;
}

/** How the kit's list shows a conversation message (SMS, Teams, portal chat); Retry sends a failed one again. */
export function conversationRow(actions: ConversationRowActions): MessageRow<ConversationMessage> {
  const { retry, discard, attachment } = actions;
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
        onRetry={() => retry(message.id)}
        onDiscard={discard && (() => discard(message.id))}
      >
        {(message.body || !message.attachment) && <MessageBody text={message.body} />}
        {message.attachment && attachment?.(message.attachment)}
      </Message>
    ),
  };
}
