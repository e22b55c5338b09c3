import { focusNext, StatusTag } from '@features/api/ui';
import { observer } from 'mobx-react-lite';
import type { PortalChat } from '../core/PortalChat';
import { ChatTimes } from './ChatTimes';

export interface ChatListProps {
  chats: readonly PortalChat[];
  /** The open chat's id, highlighted. */
  selectedId: string | null;
  /** The chat that was open before the list came back: the focus returns to it. */
  returnTo?: string | null;
  onSelect(chatId: string): void;
}

/** The ticket's chats, newest last, each with its state and last line. */
export const ChatList = observer(function ChatList({ chats, selectedId, returnTo, onSelect }: ChatListProps) {
  if (chats.length === 0) return <p className="portal-chats__muted">No chats on this ticket yet.</p>;
  return (
    <ul className="portal-chats__list" aria-label="Chats on this ticket">
      {chats.map((chat) => (
        <li key={chat.id}>
          <button
            type="button"
            className="portal-chats__chat"
            aria-current={chat.id === selectedId ? 'true' : undefined}
            {...focusNext(chat.id === returnTo)}
            onClick={() => onSelect(chat.id)}
          >
            <span className="portal-chats__chat-name">{chat.name || 'Client'}</span>
            <span className="portal-chats__chat-tags">
              {chat.isClosed ? (
                <StatusTag tone="neutral">Closed</StatusTag>
              ) : chat.isAnswered ? (
                <StatusTag tone="success">Open</StatusTag>
              ) : (
                <StatusTag tone="warning">Waiting for an answer</StatusTag>
              )}
            </span>
            <span className="portal-chats__chat-last">{chat.lastMessage || 'No messages yet'}</span>
            <ChatTimes chat={chat} />
          </button>
        </li>
      ))}
    </ul>
  );
});
