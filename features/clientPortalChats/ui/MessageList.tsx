import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { measureRowOnce, useFollowEdge } from '@features/api/ui';
import type { ChatMessage } from '../core/PortalChat';
import { AttachmentView } from './AttachmentView';

export interface MessageListProps {
  messages: readonly ChatMessage[];
}

/** The window assumed while the list has no size of its own yet (not laid out), so it never shows nothing. */
const FALLBACK_RECT = { width: 320, height: 400 };
const ESTIMATED_ROW_PX = 64;
/** Stable across renders: a new function would make the virtualizer recompute every position. */
const estimateSize = () => ESTIMATED_ROW_PX;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/**
 * A chat's messages, oldest first, virtualized (a 10,000-message chat keeps only the visible ones in
 * the page) and opened at the newest. New messages scroll into view while the technician is at the end.
 */
export function MessageList({ messages }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are used during this render only and never passed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    // Each row measured once, by its ResizeObserver (no forced layout per row during a burst); a row not
    // laid out (size 0) keeps its estimate rather than collapsing rows into a resize loop.
    measureElement: measureRowOnce,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
    overscan: 8,
    // A burst's re-renders wait for React's own batching instead of one synchronous render per scroll event.
    useFlushSync: false,
  });

  const count = messages.length;
  const totalSize = virtualizer.getTotalSize();
  // Follows new messages only while the technician is at the end: reading older ones is not interrupted.
  const onScroll = useFollowEdge(() => scroller.current, { edge: 'end', count, contentSize: totalSize });

  if (count === 0) return <p className="portal-chats__muted">No messages yet.</p>;
  return (
    <div ref={scroller} onScroll={onScroll} className="portal-chats__scroll" tabIndex={0} aria-label={`${count} ${count === 1 ? 'message' : 'messages'}, newest last, scrollable`}>
      <ol className="portal-chats__messages" aria-label="Messages" style={{ height: totalSize, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index]!;
          return (
            <li
              key={message.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={count}
              aria-posinset={item.index + 1}
              className={`portal-chats__message portal-chats__message--${message.author}`}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <MessageContent message={message} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Memoized: messages are immutable objects, so a row renders again only when its message changed. */
const MessageContent = memo(function MessageContent({ message }: { message: ChatMessage }) {
  return (
    <>
      <span className="portal-chats__meta">
        <strong>{message.authorName || (message.author === 'client' ? 'Client' : 'Technician')}</strong>{' '}
        <time dateTime={message.sentAt}>{when.format(new Date(message.sentAt))}</time>
      </span>
      {message.body && <span className="portal-chats__body">{message.body}</span>}
      {message.attachment && <AttachmentView chatId={message.chatId} attachment={message.attachment} />}
    </>
  );
});
