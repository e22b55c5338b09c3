import { Button, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { OpenChatStore } from './OpenChatStore';

export interface PendingMessagesProps {
  chat: OpenChatStore;
}

/** The technician's messages the server has not confirmed: sending, or failed with Retry (kept across reloads). */
export const PendingMessages = observer(function PendingMessages({ chat }: PendingMessagesProps) {
  if (chat.pending.length === 0) return null;
  return (
    <ul className="portal-chats__pending" aria-label="Messages not sent yet">
      {chat.pending.map((message) => (
        <li key={message.messageId} className={`portal-chats__message portal-chats__message--technician portal-chats__message--${message.status}`}>
          <span className="portal-chats__body">{message.body}</span>
          {message.status === 'sending' ? (
            <span className="portal-chats__muted">
              <Spinner size={12} aria-hidden /> Sending…
            </span>
          ) : (
            <span className="portal-chats__failed" role="alert">
              Not sent{message.error ? `: ${message.error}` : '.'}{' '}
              <Button size="small" intent={Intent.PRIMARY} text="Retry" onClick={() => chat.retry(message.messageId)} />
              <Button size="small" variant="minimal" text="Discard" onClick={() => chat.discard(message.messageId)} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
});
