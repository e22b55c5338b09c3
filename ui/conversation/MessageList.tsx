import { Button, Intent } from '@blueprintjs/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { ConversationMessage } from '@core/conversation/ConversationMessage';
import { measureRowOnce, useFollowEdge } from '../common/virtualRows';
import { MessageBody } from './MessageBody';

export interface MessageListProps {
  /** In display order (see `orderDesc`). */
  messages: ConversationMessage[];
  /** True when the newest message is first (at the top). */
  orderDesc: boolean;
  /** The list's accessible name, e.g. "Messages with Alice Johnson". */
  label: string;
  onRetry(localId: string): void;
}

/** From this many messages on, only the visible ones are in the page (a 10,000-message history stays smooth). */
export const VIRTUAL_MESSAGES_FROM = 50;
const ESTIMATE = 64;
const VIEW_HEIGHT = 360;
/** Stable across renders: a new function would make the virtualizer recompute all 10,000 positions. */
const estimateSize = () => ESTIMATE;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A conversation's messages, opened at the newest; Retry on the ones that could not be sent. */
export const MessageList = observer(function MessageList(props: MessageListProps) {
  return props.messages.length >= VIRTUAL_MESSAGES_FROM ? <VirtualMessageList {...props} /> : <PlainMessageList {...props} />;
});

function PlainMessageList({ messages, orderDesc, label, onRetry }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Open (and stay) at the newest message whenever the list grows.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = orderDesc ? 0 : el.scrollHeight;
  }, [messages.length, orderDesc]);
  return (
    <div ref={scroller} className="conversation__scroll" tabIndex={0} aria-label={`${label}, scrollable`}>
      <ol className="conversation__list" aria-label={label}>
        {messages.map((message) => (
          <li key={message.id} className={`conversation__message conversation__message--${message.direction}`}>
            <MessageView message={message} onRetry={onRetry} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function VirtualMessageList({ messages, orderDesc, label, onRetry }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => messages[index]!.id, [messages]);
  // The virtualizer's functions are used during this render only and never passed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    // Each row measured once, by its ResizeObserver (no forced layout per row during a burst).
    measureElement: measureRowOnce,
    initialRect: { width: 320, height: VIEW_HEIGHT },
    // Start at the newest end, so the first render already shows the newest messages.
    initialOffset: orderDesc ? 0 : Math.max(0, messages.length * ESTIMATE - VIEW_HEIGHT),
    overscan: 6,
    getItemKey,
    // A burst's re-renders wait for React's own batching instead of one synchronous render per scroll event.
    useFlushSync: false,
  });
  const totalSize = virtualizer.getTotalSize();
  // Open (and stay) at the newest message whenever the list grows, as the short list does.
  const onScroll = useFollowEdge(() => scroller.current, { edge: orderDesc ? 'start' : 'end', count: messages.length, contentSize: totalSize, always: true });
  return (
    <div ref={scroller} onScroll={onScroll} className="conversation__scroll" tabIndex={0} aria-label={`${label}: ${messages.length} messages, scrollable`}>
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
              className={`conversation__message conversation__message--${message.direction}`}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <MessageView message={message} onRetry={onRetry} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Memoized: messages are immutable objects, so a row renders again only when its message changed. */
const MessageView = memo(function MessageView({ message, onRetry }: { message: ConversationMessage; onRetry(localId: string): void }) {
  return (
    <div className="conversation__bubble">
      <div className="conversation__meta">
        <span className="conversation__author">{message.author || (message.direction === 'inbound' ? 'Contact' : 'You')}</span>{' '}
        <time dateTime={message.date}>{formatDate(message.date)}</time>
      </div>
      <MessageBody text={message.body} />
      {message.state === 'pending' && <div className="conversation__status">Sending…</div>}
      {message.state === 'failed' && (
        <div className="conversation__status conversation__status--failed" role="alert">
          <span>Not sent: {message.error}</span>
          <Button size="small" intent={Intent.PRIMARY} text="Retry" onClick={() => onRetry(message.id)} />
        </div>
      )}
    </div>
  );
});

function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : when.format(time);
}
