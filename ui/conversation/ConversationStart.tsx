import { Button, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

export interface ConversationStartProps {
  /** Says there is no conversation yet, e.g. "No Teams chat with Bob Martinez on this ticket yet." */
  note: string;
  /** The button's text. */
  label: string;
  /** The page store's `starting`: its pending state and why it failed. */
  starting: { readonly pending: boolean; readonly error: string | null };
  onStart(): void;
  /** What the technician picks before starting (SMS: the phone). */
  children?: ReactNode;
  /** A class of the feature's own besides `conversation-page__start`. */
  className?: string;
}

/** No conversation yet on the ticket: what to pick, why the last try failed, and the button that starts one. */
export const ConversationStart = observer(function ConversationStart({
  note,
  label,
  starting,
  onStart,
  children,
  className,
}: ConversationStartProps) {
  return (
    <form
      className={className ? `conversation-page__start ${className}` : 'conversation-page__start'}
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <p className="conversation-page__note">{note}</p>
      {children}
      {starting.error && (
        <p className="conversation__error" role="alert">
          {starting.error}
        </p>
      )}
      <Button type="submit" intent={Intent.PRIMARY} text={label} loading={starting.pending} />
    </form>
  );
});
