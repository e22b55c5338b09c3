import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { VerificationStore } from './VerificationStore';

export interface NoteFieldProps {
  store: VerificationStore;
}

/**
 * The note a send needs (another contact than the ticket's, or repeated failures): a field that can be
 * typed in whenever a send can be made (Resend included), red only once the technician tried to go on
 * without it, and then it takes the focus.
 */
export const NoteField = observer(function NoteField({ store }: NoteFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const nudges = store.note.nudges;
  useEffect(() => {
    if (nudges > 0) input.current?.focus();
  }, [nudges]);
  const sending = store.flow.kind === 'sending' || store.flow.kind === 'pushSending';
  return (
    <FormGroup
      label="Note"
      labelFor="verification-note"
      labelInfo="(required)"
      helperText={
        store.note.error ??
        (store.standing.alert.kind !== 'none'
          ? 'Needed after repeated failed attempts: say why you go on.'
          : "Needed to verify someone other than the ticket's contact.")
      }
      intent={store.note.error ? Intent.DANGER : Intent.NONE}
    >
      <InputGroup
        id="verification-note"
        inputRef={input}
        value={store.note.text}
        placeholder="Why you verify this caller"
        disabled={sending}
        intent={store.note.error ? Intent.DANGER : Intent.NONE}
        onValueChange={(value) => store.note.set(value)}
      />
    </FormGroup>
  );
});
