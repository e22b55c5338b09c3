import { Button, Intent } from '@blueprintjs/core';
import { Envelope, MobilePhone, Notifications } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { VerificationStore } from './VerificationStore';

export interface MethodButtonsProps {
  store: VerificationStore;
}

/** One button per method the settings offer for this contact; why SMS is not possible is said before the click. */
export const MethodButtons = observer(function MethodButtons({ store }: MethodButtonsProps) {
  const methods = store.methods;
  if (methods.length === 0) return <p>No verification method is available for this contact.</p>;
  const item = store.selectedItem;
  // One code button, for the chosen item: SMS for a phone, email for an email address.
  const codeMethod = item?.type === 'phone' ? 'sms' : item?.type === 'email' ? 'email' : null;
  const optedOut = !!item && store.isOptedOut(item);
  return (
    <>
      <div className="verification__actions">
        {codeMethod && methods.includes(codeMethod) && (
          <Button
            intent={Intent.PRIMARY}
            icon={codeMethod === 'sms' ? <MobilePhone /> : <Envelope />}
            text={codeMethod === 'sms' ? 'Send code by SMS' : 'Send code by email'}
            disabled={!store.canSend(codeMethod)}
            aria-describedby={optedOut ? 'verification-opted-out' : undefined}
            data-flow-focus
            onClick={() => void store.sendCode()}
          />
        )}
        {methods.includes('duoPush') && <Button icon={<Notifications />} text="Send Duo push" onClick={() => void store.sendPush('duo')} />}
        {methods.includes('microsoftPush') && <Button icon={<Notifications />} text="Send Microsoft push" onClick={() => void store.sendPush('microsoft')} />}
      </div>
      {codeMethod && !methods.includes(codeMethod) && (
        <p className="verification__muted">{codeMethod === 'sms' ? 'Texting' : 'Email'} codes are turned off for this company.</p>
      )}
      {codeMethod === 'sms' && optedOut && methods.includes('sms') && (
        <p id="verification-opted-out" className="verification__muted">
          {store.contact.name} has opted out of text messages on this number: choose an email address or another phone.
        </p>
      )}
    </>
  );
});
