import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { ConversationStart, PhoneOption } from '@features/api/ui';
import type { SmsStore } from './SmsStore';

/** No channel yet with the contact: pick one of their phones and open one. */
export const ChannelStart = observer(function ChannelStart({ store }: { store: SmsStore }) {
  const id = useId();
  const { contact } = store.pod;
  const phones = contact?.communicationItems.filter((i) => i.type === 'phone').map((i) => i.value) ?? [];
  const [phone, setPhone] = useState(phones[0] ?? '');
  if (!contact) return <p className="conversation-page__note">This ticket has no contact to text.</p>;
  if (phones.length === 0)
    return <p className="conversation-page__note">{contact.name} has no phone number to text.</p>;
  return (
    <ConversationStart
      note={`No conversation with ${contact.name} on this ticket yet.`}
      label="Start a conversation"
      starting={store.starting}
      onStart={() => void store.starting.run(phone)}
    >
      <FormGroup label="Phone" labelFor={id}>
        <HTMLSelect id={id} fill value={phone} onChange={(e) => setPhone(e.target.value)}>
          {phones.map((p) => (
            <PhoneOption key={p} value={p} phone={p} />
          ))}
        </HTMLSelect>
      </FormGroup>
    </ConversationStart>
  );
});
