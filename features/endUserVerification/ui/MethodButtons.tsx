import { Button, Callout, Intent } from '@blueprintjs/core';
import { Envelope, Link, MobilePhone, Notifications } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { clockText } from '@features/api/core';
import type { VerificationMethod } from '../core/VerificationSettings';
import { METHOD_VALIDATION_TYPES } from './provenMethods';
import type { VerificationStore } from './VerificationStore';

export interface MethodButtonsProps {
  store: VerificationStore;
}

/**
 * One button per method the settings offer for this contact: a code and a link for the chosen item
 * (SMS for a phone, email for an address), and the pushes. Why one cannot be used is said before the
 * click: opted out, turned off, already used for this call, or every check locked after failures.
 */
export const MethodButtons = observer(function MethodButtons({ store }: MethodButtonsProps) {
  const methods = store.methods;
  const alert = store.standing.alert;
  if (alert.kind === 'locked') {
    return (
      <Callout intent={Intent.DANGER} title={`Checks paused until ${clockText(alert.until)}`} compact>
        <p>
          Too many failed attempts to verify {store.contact.name}: new codes, pushes and links are refused until{' '}
          {clockText(alert.until)}. Treat this caller with care.
        </p>
      </Callout>
    );
  }
  if (methods.length === 0) return <p>No verification method is available for this contact.</p>;
  const item = store.selectedItem;
  const byPhone = item?.type === 'phone';
  // One code button, for the chosen item: SMS for a phone, email for an email address.
  const codeMethod: VerificationMethod | null = byPhone ? 'sms' : item?.type === 'email' ? 'email' : null;
  const optedOut = !!item && store.isOptedOut(item);
  const used = (['sms', 'email', 'link', 'duoPush', 'microsoftPush'] as const).filter(
    (m) => methods.includes(m) && store.alreadyProved(m),
  );
  return (
    <>
      <div className="verification__actions">
        {codeMethod && methods.includes(codeMethod) && (
          <Button
            intent={Intent.PRIMARY}
            icon={byPhone ? <MobilePhone /> : <Envelope />}
            text={byPhone ? 'Send code by SMS' : 'Send code by email'}
            disabled={!store.canSend(codeMethod)}
            aria-describedby={optedOut ? 'verification-opted-out' : undefined}
            data-flow-focus
            onClick={() => void store.sendCode()}
          />
        )}
        {methods.includes('duoPush') && (
          <Button
            icon={<Notifications />}
            text="Send Duo push"
            disabled={!store.canSend('duoPush')}
            onClick={() => void store.sendPush('duo')}
          />
        )}
        {methods.includes('microsoftPush') && (
          <Button
            icon={<Notifications />}
            text="Send Microsoft push"
            disabled={!store.canSend('microsoftPush')}
            onClick={() => void store.sendPush('microsoft')}
          />
        )}
        {/* Last: in a narrow pod the buttons stack, and the code and the pushes stay in view with the banner open. */}
        {item && methods.includes('link') && (
          <Button
            icon={<Link />}
            text={byPhone ? 'Send link by SMS' : 'Send link by email'}
            disabled={!store.canSend('link')}
            aria-describedby={optedOut ? 'verification-opted-out' : undefined}
            onClick={() => void store.sendLink()}
          />
        )}
      </div>
      {codeMethod && !methods.includes(codeMethod) && (
        <p className="verification__muted">
          {codeMethod === 'sms' ? 'Texting' : 'Email'} codes are turned off for this company.
        </p>
      )}
      {byPhone && optedOut && (
        <p id="verification-opted-out" className="verification__muted">
          {store.contact.name} has opted out of text messages on this number: choose an email address or another phone.
        </p>
      )}
      {used.length > 0 && (
        <p className="verification__muted">
          {used.map((m) => METHOD_VALIDATION_TYPES[m]).join(' and ')} already verified this call: the second method must
          be another one.
        </p>
      )}
    </>
  );
});
