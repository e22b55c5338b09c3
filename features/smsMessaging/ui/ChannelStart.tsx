import { Button, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { PhoneOption } from '@features/api/ui';
import type { SmsStore } from './SmsStore';

/** No channel yet with the contact: pick one of their phones and open one. */
export const ChannelStart = observer(function ChannelStart({ store }: { store: SmsStore }) {
  const id = useId();
  const phones = store.contactPhones;
  const [phone, setPhone] = useState(phones[0] ?? '');
  const name = store.pod.contact?.name ?? 'The contact';
  if (phones.length === 0) return <p className="sms__note">{name} has no phone number to text.</p>;
  return (
    <form
      className="sms__start"
      onSubmit={(event) => {
        event.preventDefault();
        void store.opening.run(phone);
      }}
    >
      <p className="sms__note">No conversation with {name} on this ticket yet.</p>
      <FormGroup label="Phone" labelFor={id}>
        <HTMLSelect id={id} fill value={phone} onChange={(e) => setPhone(e.target.value)}>
          {phones.map((p) => (
            <PhoneOption key={p} value={p} phone={p} />
          ))}
        </HTMLSelect>
      </FormGroup>
      {store.opening.error && (
        <p className="conversation__error" role="alert">
          {store.opening.error}
        </p>
      )}
      <Button type="submit" intent={Intent.PRIMARY} text="Start a conversation" loading={store.opening.pending} />
    </form>
  );
});
