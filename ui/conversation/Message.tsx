import { Button, Intent, Spinner } from '@blueprintjs/core';
import { Tick } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { MessageDirection } from '@core/conversation/ConversationMessage';
import { TimeText } from '../kit/TimeText';

/**
 * Where one of our messages is on its way: shown at once as `sending`, `sent` once the server has it,
 * `delivered` once the transport says the contact received it (only where the contract reports it),
 * `failed` with the reason and Retry. A contact's message has none.
 */
export type DeliveryState = 'sending' | 'sent' | 'delivered' | 'failed';

export interface MessageProps {
  /** Ours (`outbound`, on the right) or theirs (`inbound`, on the left). */
  direction: MessageDirection;
  /** Who wrote it, as the conversation names them. */
  author: string;
  /** When it was written: epoch milliseconds or the server's ISO date. */
  at: number | string;
  /** Our message's way to the contact; absent for theirs. */
  delivery?: DeliveryState;
  /** Why a `failed` message was not sent (shown beside Retry). */
  error?: string | null;
  /** Sends a `failed` message again. */
  onRetry?(): void;
  /** Gives up a `failed` message (where the transport lets the technician drop one). */
  onDiscard?(): void;
  /** The message's content: text (MessageBody) and, where the transport has them, attachments. */
  children: ReactNode;
}

const DELIVERY_WORDS: Record<'sent' | 'delivered', string> = { sent: 'Sent', delivered: 'Delivered' };

/**
 * One message of a conversation (SMS, Teams, portal chat): a bubble on its side, the author, the time in
 * the product's one format, and our message's delivery state (sending, sent, delivered, failed with Retry).
 * The content is the caller's React children: text is never rendered as HTML.
 */
export function Message({ direction, author, at, delivery, error, onRetry, onDiscard, children }: MessageProps) {
  return (
    <div className={`conversation__bubble conversation__bubble--${direction}`} data-delivery={delivery}>
      <div className="conversation__meta">
        <span className="conversation__author">{author}</span> <TimeText at={at} />
        {(delivery === 'sent' || delivery === 'delivered') && (
          <span className="conversation__delivery" data-delivery={delivery}>
            {' · '}
            <Tick size={12} aria-hidden />
            {delivery === 'delivered' && <Tick size={12} aria-hidden className="conversation__second-tick" />}{' '}
            {DELIVERY_WORDS[delivery]}
          </span>
        )}
      </div>
      <div className="conversation__content">{children}</div>
      {delivery === 'sending' && (
        <div className="conversation__status" role="status">
          <Spinner size={12} aria-hidden /> Sending…
        </div>
      )}
      {delivery === 'failed' && (
        <div className="conversation__status conversation__status--failed" role="alert">
          <span>Not sent{error ? `: ${error}` : '.'}</span>
          {onRetry && <Button size="small" intent={Intent.PRIMARY} text="Retry" onClick={onRetry} />}
          {onDiscard && <Button size="small" variant="minimal" text="Discard" onClick={onDiscard} />}
        </div>
      )}
    </div>
  );
}
