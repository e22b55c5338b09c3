import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { SecureDataStore } from './SecureDataStore';

export interface PasswordGeneratorProps {
  store: SecureDataStore;
}

/** Generates a password into the secret field with the options the tenant's settings allow. */
export const PasswordGenerator = observer(function PasswordGenerator({ store }: PasswordGeneratorProps) {
  const policy = store.setup.value!.settings.password;
  const options = store.passwordOptions;
  return (
    <fieldset className="secure-data__generator">
      <legend>Generate a password</legend>
      <FormGroup
        label="Length"
        labelFor="secure-data-length"
        intent={store.lengthError ? Intent.DANGER : Intent.NONE}
        helperText={store.lengthError ?? `${policy.minLength} to ${policy.maxLength} characters`}
      >
        <InputGroup
          id="secure-data-length"
          type="number"
          min={policy.minLength}
          max={policy.maxLength}
          value={Number.isFinite(options.length) ? String(options.length) : ''}
          onValueChange={(value) => store.setPasswordOptions({ length: value === '' ? Number.NaN : Number(value) })}
          intent={store.lengthError ? Intent.DANGER : Intent.NONE}
        />
      </FormGroup>
      <div className="secure-data__classes">
        {policy.allowUppercase && (
          <Checkbox
            label="Upper case"
            checked={options.uppercase}
            onChange={(e) => store.setPasswordOptions({ uppercase: e.currentTarget.checked })}
          />
        )}
        {policy.allowNumbers && (
          <Checkbox
            label="Numbers"
            checked={options.numbers}
            onChange={(e) => store.setPasswordOptions({ numbers: e.currentTarget.checked })}
          />
        )}
        {policy.allowSymbols && (
          <Checkbox
            label="Symbols"
            checked={options.symbols}
            onChange={(e) => store.setPasswordOptions({ symbols: e.currentTarget.checked })}
          />
        )}
      </div>
      <Button
        icon={<Refresh />}
        text="Generate password"
        loading={store.generate.pending}
        disabled={!!store.lengthError}
        onClick={() => void store.generate.run()}
      />
      {store.generate.error && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {store.generate.error}
        </Callout>
      )}
    </fieldset>
  );
});
