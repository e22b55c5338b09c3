import { Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { Phone } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { ContactDirectory, ContactOption } from '../../core/contact/ContactDirectory';
import { describeError } from '../../core/shared/AppError';
import { AsyncAction } from '../common/AsyncAction';

export interface PhoneLookupProps {
  directory: ContactDirectory;
  psaId: string;
  onPick(contact: ContactOption): void;
  /** @default false */
  busy?: boolean;
}

type Outcome = { state: 'idle' } | { state: 'searching' } | { state: 'found'; matches: ContactOption[] } | { state: 'failed'; message: string };

/** Finds the PSA's contacts with a phone number (POST /PsaContacts/contacts/checkByPhone), e.g. the caller's. */
export const PhoneLookup = observer(function PhoneLookup({ directory, psaId, onPick, busy = false }: PhoneLookupProps) {
  const [phone, setPhone] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  // One search per intended Enter or click: a second one while the first is on its way sends nothing.
  const [search] = useState(
    () =>
      new AsyncAction(async (wanted: string, from: ContactDirectory, inPsa: string) => {
        setOutcome({ state: 'searching' });
        try {
          setOutcome({ state: 'found', matches: await from.checkByPhone({ psaId: inPsa, phone: wanted }) });
        } catch (error) {
          setOutcome({ state: 'failed', message: describeError(error) });
        }
      }),
  );

  const check = async () => {
    const wanted = phone.trim();
    if (!wanted) return setOutcome({ state: 'failed', message: 'Enter a phone number.' });
    await search.run(wanted, directory, psaId);
  };

  return (
    <div className="phone-lookup">
      <form
        className="phone-lookup__form"
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <InputGroup aria-label="Caller's phone number" placeholder="Caller's phone number" type="tel" leftIcon={<Phone />} value={phone} onValueChange={setPhone} />
        <Button type="submit" text="Find by phone" loading={search.pending} />
      </form>
      {outcome.state === 'failed' && <Callout intent={Intent.WARNING}>{outcome.message}</Callout>}
      {outcome.state === 'found' && outcome.matches.length === 0 && <p>No contact has this phone number.</p>}
      {outcome.state === 'found' && outcome.matches.length > 0 && (
        <ul className="phone-lookup__matches" aria-label="Contacts with this phone number">
          {outcome.matches.map((match) => (
            <li key={match.id}>
              <Button variant="outlined" disabled={busy} text={`Show ${match.label || match.id}`} onClick={() => onPick(match)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
