import { Button, Intent } from '@blueprintjs/core';
import { SendMessage } from '@blueprintjs/icons';
import { useId, type ReactNode, type Ref } from 'react';
import { MessageBox, SEND_KEYS_HINT } from './MessageBox';

/** A length line under the box; `warning` is said when the message costs more than the technician may think. */
export interface ComposerCount {
  text: string;
  warning?: string | null;
}

export interface MessageFormProps {
  value: string;
  onChange(text: string): void;
  /** Send (the button, Enter, Ctrl/Cmd+Enter). */
  onSend(): void;
  /** A send is on its way: the button shows it. */
  sending?: boolean;
  /** False while there is nothing to send (an empty box): Send is disabled and Enter sends nothing. @default true */
  canSend?: boolean;
  /** @default 'Message' */
  label?: string;
  placeholder?: string;
  /** @default 'Send' */
  sendLabel?: string;
  /** A length line under the box (SMS: characters and segments). */
  count?: ComposerCount | null;
  /** Above the box (SMS: the template picker). */
  tools?: ReactNode;
  /** Between the box and the buttons: what the technician should know before sending (an error, a warning). */
  notices?: ReactNode;
  /** Buttons before Send (portal chat: Attach a file). */
  actions?: ReactNode;
  className?: string;
  /** The form (the container of the focus rule, useFocusFollowsWork). */
  ref?: Ref<HTMLFormElement>;
}

/**
 * The message form every composer draws (SMS, Teams, portal chat): the message box with the keys that send said
 * under it, an optional length line that warns, and Send. What it sends and how is the caller's (a conversation's:
 * ConversationComposer). Its box is where the focus goes
 * after a send and once a conversation opens (focusNext).
 */
export function MessageForm({
  value,
  onChange,
  onSend,
  sending = false,
  canSend = true,
  label = 'Message',
  placeholder,
  sendLabel = 'Send',
  count,
  tools,
  notices,
  actions,
  className,
  ref,
}: MessageFormProps) {
  const ids = { box: useId(), hint: useId(), count: useId() };
  const send = () => canSend && onSend();
  return (
    <form
      ref={ref}
      className={className ? `conversation__composer ${className}` : 'conversation__composer'}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {tools}
      <label htmlFor={ids.box} className="conversation__label">
        {label}
      </label>
      <MessageBox
        id={ids.box}
        value={value}
        onChange={onChange}
        onSend={send}
        placeholder={placeholder}
        describedBy={count ? `${ids.hint} ${ids.count}` : ids.hint}
        leads
      />
      <div className="conversation__under-box">
        <span id={ids.hint} className="conversation__hint">
          {SEND_KEYS_HINT}
        </span>
        {count && (
          <span
            id={ids.count}
            className={count.warning ? 'conversation__count conversation__count--warning' : 'conversation__count'}
            aria-live="polite"
          >
            {count.text}
            {count.warning && <strong className="conversation__count-warning">{count.warning}</strong>}
          </span>
        )}
      </div>
      {notices}
      <div className="conversation__actions">
        {actions}
        <Button
          type="submit"
          icon={<SendMessage />}
          intent={Intent.PRIMARY}
          text={sendLabel}
          loading={sending}
          disabled={!canSend}
        />
      </div>
    </form>
  );
}
