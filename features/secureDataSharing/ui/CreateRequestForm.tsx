import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { ArrowLeft, Link } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { focusNext } from '@features/api/ui';
import type { CreateFormProps } from './CreateSecureDataForm';

/** CreateSecureData for requesting: what the contact is asked for, and whether files may come back. */
export const CreateRequestForm = observer(function CreateRequestForm({ store, onBack, onCreated }: CreateFormProps) {
  const { requestSettings } = store.setup.value!;
  const busy = store.createRequest.pending;
  const required = store.createRequest.error === 'Required';
  return (
    <form
      className="secure-data__form"
      aria-label="Create data request"
      onSubmit={(event) => {
        event.preventDefault();
        void store.createRequest.run().then((created) => created && onCreated(created));
      }}
    >
      <FormGroup
        label="What do you need from the contact?"
        labelFor="secure-data-request-title"
        intent={required ? Intent.DANGER : Intent.NONE}
        helperText={required ? 'Required' : 'For example: the license key'}
      >
        <InputGroup
          id="secure-data-request-title"
          value={store.requestTitle}
          onValueChange={(value) => store.setRequestTitle(value)}
          maxLength={200}
          disabled={busy}
          intent={required ? Intent.DANGER : Intent.NONE}
          aria-invalid={required || undefined}
          {...focusNext(!store.createRequest.error)}
        />
      </FormGroup>
      {requestSettings.allowFiles && (
        <Checkbox
          label="The contact may attach files"
          checked={store.requestAllowFiles}
          onChange={(e) => store.setRequestAllowFiles(e.currentTarget.checked)}
          disabled={busy}
        />
      )}
      <p className="secure-data__hint">The request link opens for {requestSettings.expirationHours} hours.</p>
      {store.createRequest.error && !required && (
        <Callout intent={Intent.DANGER} role="alert" compact tabIndex={-1} {...focusNext()}>
          {store.createRequest.error}
        </Callout>
      )}
      <div className="secure-data__actions">
        <Button icon={<ArrowLeft />} text="Back" variant="minimal" disabled={busy} onClick={onBack} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<Link />} text="Create request" loading={busy} />
      </div>
    </form>
  );
});
