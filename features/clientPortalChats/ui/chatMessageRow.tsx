import { Message, MessageBody, type MessageRow } from '@features/api/ui';
import type { ChatMessage } from '../core/PortalChat';
import { AttachmentView } from './AttachmentView';
import type { PendingMessage } from './OpenChatStore';

/** What an open chat lists: the server's messages, then the technician's that it has not confirmed yet. */
export type ChatItem = ChatMessage | PendingMessage;

const isPending = (item: ChatItem): item is PendingMessage => 'status' in item;

export interface ChatRowActions {
  /** The technician's name on messages the server has not confirmed yet. */
  technician(): string;
  retry(messageId: string): void;
  discard(messageId: string): void;
}

/**
 * How the kit's message list shows a portal chat's items: the client's on the left, the technicians' on
 * the right (sent), unconfirmed ones sending or failed with Retry and Discard; text as text, attachments
 * from their bytes (AttachmentView), never HTML.
 */
export function chatMessageRow(actions: ChatRowActions): MessageRow<ChatItem> {
  return {
    key: (item) => (isPending(item) ? `unsent-${item.messageId}` : item.id),
    direction: (item) => (isPending(item) || item.author === 'technician' ? 'outbound' : 'inbound'),
    render: (item) =>
      isPending(item) ? (
        <Message
          direction="outbound"
          author={actions.technician()}
          at={item.createdAt}
          delivery={item.status === 'sending' ? 'sending' : 'failed'}
          error={item.error}
          onRetry={() => actions.retry(item.messageId)}
          onDiscard={() => actions.discard(item.messageId)}
        >
          <MessageBody text={item.body} />
        </Message>
      ) : (
        <Message
          direction={item.author === 'technician' ? 'outbound' : 'inbound'}
          author={item.authorName || (item.author === 'client' ? 'Client' : 'Technician')}
          at={item.sentAt}
          delivery={item.author === 'technician' ? 'sent' : undefined}
        >
          {item.body && <MessageBody text={item.body} />}
          {item.attachment && <AttachmentView chatId={item.chatId} attachment={item.attachment} />}
        </Message>
      ),
  };
}
