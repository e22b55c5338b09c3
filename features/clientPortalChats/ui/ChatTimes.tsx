import { TimeText, useNow } from '@features/api/ui';
import { fullTimeText } from '@features/api/core';
import type { PortalChat } from '../core/PortalChat';
import { waitingText } from '../core/waitingText';

/**
 * A chat's times in the list: when its last message was written, and, while the client waits for an
 * answer, for how long. Both age on the clock without a reload.
 */
export function ChatTimes({ chat }: { chat: PortalChat }) {
  const now = useNow();
  const waiting = !chat.isClosed && chat.waitingSince ? Date.parse(chat.waitingSince) : NaN;
  if (!chat.lastMessageAt && Number.isNaN(waiting)) return null;
  return (
    <span className="portal-chats__chat-times">
      {chat.lastMessageAt && <TimeText at={chat.lastMessageAt} now={now} className="portal-chats__chat-time" />}
      {!Number.isNaN(waiting) && (
        <span
          className="portal-chats__waiting"
          title={`The client's unanswered message since ${fullTimeText(waiting)}`}
        >
          {waitingText(waiting, now)}
        </span>
      )}
    </span>
  );
}
