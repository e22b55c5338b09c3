import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, type ReactNode } from 'react';
import type { MessageDirection } from '@core/conversation/ConversationMessage';
import { measureRowOnce, useFollowEdge } from '../common/virtualRows';

/** How a list reads its messages, whatever their type (a conversation's, a portal chat's). Keep it stable. */
export interface MessageRow<T> {
  key(message: T): string;
  /** Ours (right) or theirs (left). */
  direction(message: T): MessageDirection;
  /** The message, usually a <Message>; rendered again only when the message object changes. */
  render(message: T): ReactNode;
}

export interface MessageListProps<T> {
  /** In display order (see `orderDesc`). Messages are immutable: a changed message is a new object. */
  messages: readonly T[];
  /** Stable across renders (a module constant or memoized), or every row renders again. */
  row: MessageRow<T>;
  /** The list's accessible name, e.g. "Messages with Alice Johnson". */
  label: string;
  /** True when the newest message is first (at the top). @default false */
  orderDesc?: boolean;
}

/** From this many messages on, only the visible ones are in the page (a 10,000-message history stays smooth). */
export const VIRTUAL_MESSAGES_FROM = 50;
const ESTIMATE = 64;
/** The window assumed while the list has no size of its own yet (not laid out), so it never shows nothing. */
const FALLBACK_RECT = { width: 320, height: 360 };
/** Stable across renders: a new function would make the virtualizer recompute all 10,000 positions. */
const estimateSize = () => ESTIMATE;

/**
 * A conversation's messages, ours on the right and theirs on the left, opened at the newest. It follows new
 * messages while the technician is at the newest end (reading older ones is not interrupted), and always
 * after the technician's own message.
 */
export function MessageList<T>(props: MessageListProps<T>) {
  return props.messages.length >= VIRTUAL_MESSAGES_FROM ? (
    <VirtualMessageList {...props} />
  ) : (
    <PlainMessageList {...props} />
  );
}

/** The scroller's name says how many messages there are (a virtualized list holds only the visible ones). */
function scrollerLabel(label: string, count: number): string {
  return `${label}: ${count} ${count === 1 ? 'message' : 'messages'}, scrollable`;
}

/** True when the newest message is ours: the technician just sent it and wants to see it. */
function newestIsOurs<T>(messages: readonly T[], row: MessageRow<T>, orderDesc: boolean): boolean {
  const newest = orderDesc ? messages[0] : messages.at(-1);
  return newest !== undefined && row.direction(newest) === 'outbound';
}

function PlainMessageList<T>({ messages, row, label, orderDesc = false }: MessageListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const onScroll = useFollowEdge(() => scroller.current, {
    edge: orderDesc ? 'start' : 'end',
    count: messages.length,
    contentSize: messages.length,
    always: newestIsOurs(messages, row, orderDesc),
  });
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="conversation__scroll"
      tabIndex={0}
      aria-label={scrollerLabel(label, messages.length)}
    >
      <ol className="conversation__list" aria-label={label}>
        {messages.map((message) => (
          <li
            key={row.key(message)}
            className={`conversation__message conversation__message--${row.direction(message)}`}
          >
            <Row message={message} render={row.render} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function VirtualMessageList<T>({ messages, row, label, orderDesc = false }: MessageListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => row.key(messages[index]!), [messages, row]);
  // The virtualizer's functions are used during this render only and never passed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    // Each row measured once, by its ResizeObserver (no forced layout per row during a burst).
    measureElement: measureRowOnce,
    initialRect: FALLBACK_RECT,
    // A list not laid out (a hidden pane) keeps the fallback window rather than showing no row at all.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT)),
    // Start at the newest end, so the first render already shows the newest messages.
    initialOffset: orderDesc ? 0 : Math.max(0, messages.length * ESTIMATE - FALLBACK_RECT.height),
    overscan: 6,
    getItemKey,
    // A burst's re-renders wait for React's own batching instead of one synchronous render per scroll event.
    useFlushSync: false,
  });
  const totalSize = virtualizer.getTotalSize();
  const onScroll = useFollowEdge(() => scroller.current, {
    edge: orderDesc ? 'start' : 'end',
    count: messages.length,
    contentSize: totalSize,
    always: newestIsOurs(messages, row, orderDesc),
  });
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="conversation__scroll"
      tabIndex={0}
      aria-label={scrollerLabel(label, messages.length)}
    >
      <ol className="conversation__list" aria-label={label} style={{ height: totalSize, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index]!;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={messages.length}
              aria-posinset={item.index + 1}
              className={`conversation__message conversation__message--${row.direction(message)}`}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <Row message={message} render={row.render} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Memoized: messages are immutable objects, so a row renders again only when its message changed. */
const Row = memo(function Row({ message, render }: { message: unknown; render(message: never): ReactNode }) {
  return <>{render(message as never)}</>;
}) as <T>(props: { message: T; render(message: T): ReactNode }) => ReactNode;
