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
  return (
    <div className="verification__actions">
      {methods.includes('sms') && (
        <Button intent={Intent.PRIMARY} icon={<MobilePhone />} text="Send code by SMS" disabled={!store.canSend('sms')} onClick={() => void store.sendCode()} />
      )}
      {methods.includes('email') && (
        <Button intent={Intent.PRIMARY} icon={<Envelope />} text="Send code by email" disabled={!store.canSend('email')} onClick={() => void store.sendCode()} />
      )}
      {methods.includes('duoPush') && <Button icon={<Notifications />} text="Send Duo push" onClick={() => void store.sendPush('duo')} />}
      {methods.includes('microsoftPush') && <Button icon={<Notifications />} text="Send Microsoft push" onClick={() => void store.sendPush('microsoft')} />}
      {!item && <span>Choose where to send the code.</span>}
    </div>
  );
});
