import { Button, Intent } from '@blueprintjs/core';
import { Envelope, MobilePhone, Notifications } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { VerificationStore } from './VerificationStore';

export interface MethodButtonsProps {
  store: VerificationStore;
}

/** One button per method the settings offer for this contact. */
export const MethodButtons = observer(function MethodButtons({ store }: MethodButtonsProps) {
  const methods = store.methods;
  if (methods.length === 0) return <p>No verification method is available for this contact.</p>;
  const item = store.selectedItem;
  // One code button, for the chosen item: SMS for a phone, email for an email address.
  const codeMethod = item?.type === 'phone' ? 'sms' : item?.type === 'email' ? 'email' : null;
  return (
    <div className="verification__actions">
      {codeMethod && methods.includes(codeMethod) && (
        <Button
          intent={Intent.PRIMARY}
          icon={codeMethod === 'sms' ? <MobilePhone /> : <Envelope />}
          text={codeMethod === 'sms' ? 'Send code by SMS' : 'Send code by email'}
          disabled={!store.canSend(codeMethod)}
          onClick={() => void store.sendCode()}
        />
      )}
      {codeMethod && !methods.includes(codeMethod) && <span>{codeMethod === 'sms' ? 'Texting' : 'Email'} codes are turned off for this company.</span>}
      {methods.includes('duoPush') && <Button icon={<Notifications />} text="Send Duo push" onClick={() => void store.sendPush('duo')} />}
      {methods.includes('microsoftPush') && <Button icon={<Notifications />} text="Send Microsoft push" onClick={() => void store.sendPush('microsoft')} />}
    </div>
  );
});
