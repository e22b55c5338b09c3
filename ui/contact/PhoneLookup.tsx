import { Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { Phone } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ContactDirectory, ContactOption } from '@core/contact/ContactDirectory';
import { AsyncAction } from '../common/AsyncAction';
import { LatestRequest } from '../common/LatestRequest';

export interface PhoneLookupProps {
  directory: ContactDirectory;
  psaId: string;
  onPick(contact: ContactOption): void;
  /** @default false */
  busy?: boolean;
}

/**
 * Finds the PSA's contacts with a phone number (POST /PsaContacts/contacts/checkByPhone), e.g. the
 * caller's. One search per intended Enter or click: a second one while the first is on its way sends
 * nothing; a search for a new number after that one answered replaces its result.
 */
export const PhoneLookup = observer(function PhoneLookup({ directory, psaId, onPick, busy = false }: PhoneLookupProps) {
  const [phone, setPhone] = useState('');
  const [missing, setMissing] = useState(false);
  const [lookup] = useState(() => new LatestRequest<ContactOption[]>());
  const [search] = useState(() => new AsyncAction((load: () => Promise<ContactOption[]>) => lookup.load(load)));
  useEffect(() => () => lookup.cancel(), [lookup]);

  const check = () => {
    const wanted = phone.trim();
    setMissing(!wanted);
    if (wanted) void search.run(() => directory.checkByPhone({ psaId, phone: wanted }));
  };
  const problem = missing ? 'Enter a phone number.' : lookup.state === 'failed' ? lookup.error : null;
  const matches = !missing && lookup.state === 'ready' ? lookup.value : null;

  return (
    <div className="phone-lookup">
      <form
        className="phone-lookup__form"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <InputGroup
          aria-label="Caller's phone number"
          placeholder="Caller's phone number"
          type="tel"
          leftIcon={<Phone />}
          value={phone}
          onValueChange={setPhone}
        />
        <Button type="submit" text="Find by phone" loading={search.pending} />
      </form>
      {problem && <Callout intent={Intent.WARNING}>{problem}</Callout>}
      {matches && matches.length === 0 && <p>No contact has this phone number.</p>}
      {matches && matches.length > 0 && (
        <ul className="phone-lookup__matches" aria-label="Contacts with this phone number">
          {matches.map((match) => (
            <li key={match.id}>
              <Button
                variant="outlined"
                disabled={busy}
                text={`Show ${match.label || match.id}`}
                onClick={() => onPick(match)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
