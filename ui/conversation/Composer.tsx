import { Button, Callout, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { variablesIn } from '@core/templates/fillTemplate';
import type { ConversationStore } from './ConversationStore';

export interface ComposerProps {
  store: ConversationStore;
  /** Why sending is not possible (opted out, ...): the composer is disabled and says so. */
  disabledReason?: string | null;
  /** A length line under the text, e.g. the SMS segment count. */
  counter?: (text: string) => string;
  /** Extra controls above the text (the template picker). */
  tools?: ReactNode;
  /** @default 'Send' */
  sendLabel?: string;
}

/** The message box and Send: one send at a time, unknown variables flagged before sending. */
export const Composer = observer(function Composer({ store, disabledReason, counter, tools, sendLabel = 'Send' }: ComposerProps) {
  const id = useId();
  const unresolved = variablesIn(store.draft);
  const send = () => void store.sending.run();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  if (disabledReason) {
    return (
      <Callout intent={Intent.WARNING} title="Sending is off" className="conversation__composer">
        {disabledReason}
      </Callout>
    );
  }
  return (
    <form
      className="conversation__composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {tools}
      <FormGroup label="Message" labelFor={id} helperText={counter?.(store.draft)} className="conversation__field">
        <TextArea id={id} fill autoResize value={store.draft} onChange={(e) => store.setDraft(e.target.value)} onKeyDown={onKeyDown} placeholder="Type a message" />
      </FormGroup>
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
      <div className="conversation__actions">
        <Button type="submit" intent={Intent.PRIMARY} text={sendLabel} loading={store.sending.pending} />
      </div>
    </form>
  );
});
