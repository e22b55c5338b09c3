import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { Duplicate, EyeOff, EyeOpen } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { focusNext } from '@features/api/ui';
import { NOTHING_TO_SEND, type SecureDataStore } from './SecureDataStore';
import { useCopy } from './useCopy';

export interface SecretFieldProps {
  store: SecureDataStore;
  disabled?: boolean;
}

/**
 * The secret, masked by default, with reveal and copy. The browser is asked not to remember or
 * autofill it (it is not the technician's own password). The form's first field: the focus goes here when the form
 * opens, and back here when a link was refused for want of a secret.
 */
export const SecretField = observer(function SecretField({ store, disabled }: SecretFieldProps) {
  const copy = useCopy();
  const label = store.revealed ? 'Hide secret' : 'Show secret';
  const toCorrect = store.create.error === NOTHING_TO_SEND;
  return (
    <FormGroup
      label="Secret"
      labelFor="secure-data-secret"
      helperText="A password, a key or a note. It opens once for the contact."
    >
      <InputGroup
        id="secure-data-secret"
        type={store.revealed ? 'text' : 'password'}
        value={store.secret}
        onValueChange={(value) => store.setSecret(value)}
        autoComplete="new-password"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={toCorrect || undefined}
        {...focusNext(!store.create.error)}
        data-1p-ignore
        rightElement={
          <>
            <Button
              variant="minimal"
              icon={store.revealed ? <EyeOff /> : <EyeOpen />}
              aria-label={label}
              title={label}
              onClick={() => store.setRevealed(!store.revealed)}
            />
            <Button
              variant="minimal"
              icon={<Duplicate />}
              aria-label="Copy secret"
              title="Copy secret"
              disabled={!store.secret}
              onClick={() => void copy(store.secret)}
            />
          </>
        }
      />
    </FormGroup>
  );
});
