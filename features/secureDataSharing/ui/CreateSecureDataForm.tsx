import { Button, Callout, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { focusNext } from '@features/api/ui';
import { ArrowLeft, Link } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { FileUploads } from './FileUploads';
import { PasswordGenerator } from './PasswordGenerator';
import { SecretField } from './SecretField';
import type { CreatedLink } from '../core/secureDataSteps';
import type { SecureDataStore } from './SecureDataStore';

export interface CreateFormProps {
  store: SecureDataStore;
  /** Back to the choice (the form's values are dropped). */
  onBack(): void;
  /** The link exists: the page opens its panel. */
  onCreated(created: CreatedLink): void;
}

const hoursLabel = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} ${hours === 24 ? 'day' : 'days'}` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** CreateSecureData for sending: the secret (typed or generated), a note, files, how long the link lives. */
export const CreateSecureDataForm = observer(function CreateSecureDataForm({
  store,
  onBack,
  onCreated,
}: CreateFormProps) {
  const { settings, fileLocations } = store.setup.value!;
  const busy = store.create.pending;
  return (
    <form
      className="secure-data__form"
      aria-label="Create secure data"
      onSubmit={(event) => {
        event.preventDefault();
        void store.create.run().then((created) => created && onCreated(created));
      }}
    >
      <SecretField store={store} disabled={busy} />
      <PasswordGenerator store={store} />
      <FormGroup label="Note for the contact (optional)" labelFor="secure-data-note">
        <TextArea
          id="secure-data-note"
          value={store.note}
          onChange={(e) => store.setNote(e.currentTarget.value)}
          fill
          rows={2}
          disabled={busy}
        />
      </FormGroup>
      {fileLocations.length > 1 && (
        <FormGroup label="Store files in" labelFor="secure-data-location">
          <HTMLSelect
            id="secure-data-location"
            value={store.locationId ?? ''}
            onChange={(e) => store.setLocation(e.currentTarget.value)}
            options={fileLocations.map((l) => ({ value: l.id, label: l.name }))}
          />
        </FormGroup>
      )}
      <FileUploads uploads={store.uploads} limits={settings.files} />
      <FormGroup label="Link opens until" labelFor="secure-data-expiry">
        <HTMLSelect
          id="secure-data-expiry"
          value={String(store.expiresInHours)}
          onChange={(e) => store.setExpiry(Number(e.currentTarget.value))}
          options={settings.expirationHours.map((h) => ({ value: String(h), label: `${hoursLabel(h)} from now` }))}
        />
      </FormGroup>
      {store.create.error && (
        <Callout intent={Intent.DANGER} role="alert" compact tabIndex={-1} {...focusNext()}>
          {store.create.error}
        </Callout>
      )}
      <div className="secure-data__actions">
        <Button icon={<ArrowLeft />} text="Back" variant="minimal" disabled={busy} onClick={onBack} />
        <Button type="submit" intent={Intent.PRIMARY} icon={<Link />} text="Create secure link" loading={busy} />
      </div>
    </form>
  );
});
