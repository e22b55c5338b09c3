import { Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { variablesIn } from '@core/templates/fillTemplate';
import type { ConversationStore } from './ConversationStore';
import { MessageComposer, type ComposerCount } from './MessageComposer';

export interface ComposerProps {
  store: ConversationStore;
  /** Why sending is not possible (opted out, ...): the composer is disabled and says so. */
  disabledReason?: string | null;
  /** A length line under the text, e.g. the SMS segment count (warning past a few segments). */
  counter?: (text: string) => ComposerCount;
  /** Extra controls above the text (the template picker). */
  tools?: ReactNode;
  /** @default 'Send' */
  sendLabel?: string;
}

/** A conversation's composer (SMS, Teams): one send at a time, unknown variables flagged before sending. */
export const Composer = observer(function Composer({
  store,
  disabledReason,
  counter,
  tools,
  sendLabel = 'Send',
}: ComposerProps) {
  if (disabledReason) {
    return (
      <Callout intent={Intent.WARNING} title="Sending is off" className="conversation__composer">
        {disabledReason}
      </Callout>
    );
  }
  const unresolved = variablesIn(store.draft);
  return (
    <MessageComposer
      value={store.draft}
      onChange={(text) => store.setDraft(text)}
      onSend={() => void store.sending.run()}
      sending={store.sending.pending}
      placeholder="Type a message"
      sendLabel={sendLabel}
      count={counter?.(store.draft)}
      tools={tools}
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
        </>
      }
    />
  );
});
