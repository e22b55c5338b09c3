import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { variablesIn } from '@core/templates/fillTemplate';
import { useFocusFollowsWork } from '../kit/useFocusFollowsWork';
import type { ConversationStore } from './ConversationStore';
import { MessageForm, type ComposerCount } from './MessageForm';

export interface ConversationComposerProps {
  store: ConversationStore;
  /** Who the conversation is with: the box's placeholder names them (composerPlaceholder). */
  withName: string;
  /** Why sending is not possible (opted out, ...): the composer is disabled and says so. */
  disabledReason?: string | null;
  /** A length line under the text, e.g. the SMS segment count (warning past a few segments). */
  counter?: (text: string) => ComposerCount;
  /** Extra controls above the text (the template picker, a file on its way). */
  tools?: ReactNode;
  /** What the technician should know before sending, besides the kit's own (portal chat: why a file was not sent). */
  notices?: ReactNode;
  /** Buttons before Send (portal chat: Attach a file). */
  actions?: ReactNode;
  /** Each change of the text, after the draft took it (portal chat: the typing notice). */
  onType?(): void;
  /** @default 'Send' */
  sendLabel?: string;
}

/** The one placeholder of every conversation's box: "Write to Alice Johnson". */
export function composerPlaceholder(withName: string): string {
  return `Write to ${withName.trim() || 'the contact'}`;
}

/**
 * A conversation's composer (SMS, Teams, portal chat): Send only with text in the box, one send at a time, unknown
 * template variables flagged before sending. What a transport adds comes in its tools, notices and actions. As the
 * message leaves the box for the list, the focus goes back to the box for the next one (the Send button it was on is
 * disabled with the box empty), and so it does after Retry or Discard on a failed message (the button goes away).
 */
export const ConversationComposer = observer(function ConversationComposer({
  store,
  withName,
  disabledReason,
  counter,
  tools,
  notices,
  actions,
  onType,
  sendLabel = 'Send',
}: ConversationComposerProps) {
  const form = useFocusFollowsWork<HTMLFormElement>([store.sending.begun, store.failuresHandled]);
  if (disabledReason) {
    return (
      <Callout intent={Intent.WARNING} title="Sending is off" className="conversation__composer">
        {disabledReason}
      </Callout>
    );
  }
  const unresolved = variablesIn(store.draft);
  return (
    <MessageForm
      ref={form}
      value={store.draft}
      onChange={(text) => {
        store.setDraft(text);
        onType?.();
      }}
      onSend={() => void store.sending.run()}
      canSend={store.draft.trim() !== ''}
      sending={store.sending.pending}
      placeholder={composerPlaceholder(withName)}
      sendLabel={sendLabel}
      count={counter?.(store.draft)}
      tools={tools}
      actions={actions}
      notices={
        <>
          {unresolved.length > 0 && (
            <Callout intent={Intent.WARNING} className="conversation__unresolved">
              No value for {unresolved.join(', ')}: it would be sent as written. Replace it or remove it before sending.
            </Callout>
          )}
          {store.sending.error && (
            <p className="conversation__error" role="alert">
              {store.sending.error}
            </p>
          )}
          {notices}
        </>
      }
    />
  );
});
