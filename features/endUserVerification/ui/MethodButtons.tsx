import { Button, Callout, Intent } from '@blueprintjs/core';
import { Chat, Envelope, Link, MobilePhone, Notifications } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { methodName, untilText, type CommunicationItem } from '@features/api/core';
import { smsRefusalText } from '../core/smsReach';
import type { VerificationMethod } from '@features/api/core';
import { ItemChooser } from './ItemChooser';
import { METHOD_VALIDATION_TYPES } from './provenMethods';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

export interface MethodButtonsProps {
  store: VerificationStore;
}

const REFUSAL_ID = 'verification-sms-refusal';
const USED_ID = 'verification-used';
const USED_PERSON_ID = 'verification-used-person';
const TENANT_ID = 'verification-ms-tenant';

/**
 * The methods the settings offer for this contact. First the main action, a code (and a link) for the
 * chosen item: SMS for a phone, email for an address, so it is on the first screen of a narrow pod;
 * then the phones and emails to choose from; then what goes to the person: a code by Teams (where their
 * Microsoft tenant has onboarded) and the pushes. Why an action
 * cannot be used is said beside it, once, before the click: opted out, a shared line, a landline, turned
 * off, already used for this call, or every check locked after failures.
 */
export const MethodButtons = observer(function MethodButtons({ store }: MethodButtonsProps) {
  const methods = store.methods;
  const alert = store.standing.alert;
  if (alert.kind === 'locked') {
    return (
      <Callout
        intent={Intent.DANGER}
        title={`Checks paused, ends ${untilText(alert.until, store.standing.now)}`}
        compact
      >
        <p>
          Too many failed attempts to verify {store.contact.name}: new codes, pushes and links are refused; the pause
          ends {untilText(alert.until, store.standing.now)}. Treat this caller with care.
        </p>
      </Callout>
    );
  }
  if (methods.length === 0) return <p>No verification method is available for this contact.</p>;
  // Said right under the actions it disables: the item's code and link above, the person's methods here.
  const used = (['teams', 'duoPush', 'microsoftPush'] as const).filter(
    (m) => methods.includes(m) && store.alreadyProved(m),
  );
  const noTenant =
    !store.contact.msTenantHasOnboarded && (methods.includes('teams') || methods.includes('microsoftPush'));
  const why = (method: VerificationMethod) =>
    store.alreadyProved(method)
      ? USED_PERSON_ID
      : noTenant && (method === 'teams' || method === 'microsoftPush')
        ? TENANT_ID
        : undefined;
  return (
    <>
      <ItemActions store={store} />
      <ItemChooser store={store} collapsed={false} />
      {(methods.includes('teams') || methods.includes('duoPush') || methods.includes('microsoftPush')) && (
        <div className="verification__actions">
          {methods.includes('teams') && (
            <Button
              icon={<Chat />}
              text="Send code by Teams"
              disabled={!store.canSend('teams')}
              aria-describedby={why('teams')}
              onClick={() => void store.sendCode('teams')}
            />
          )}
          {methods.includes('duoPush') && (
            <Button
              icon={<Notifications />}
              text="Send Duo push"
              disabled={!store.canSend('duoPush')}
              aria-describedby={why('duoPush')}
              onClick={() => void store.sendPush('duo')}
            />
          )}
          {methods.includes('microsoftPush') && (
            <Button
              icon={<Notifications />}
              text="Send Microsoft push"
              disabled={!store.canSend('microsoftPush')}
              aria-describedby={why('microsoftPush')}
              onClick={() => void store.sendPush('microsoft')}
            />
          )}
        </div>
      )}
      {noTenant && (
        <p id={TENANT_ID} className="verification__reason">
          {store.contact.name}&apos;s Microsoft tenant has not onboarded: no Teams code or Microsoft push can reach
          them.
        </p>
      )}
      {used.length > 0 && (
        <p id={USED_PERSON_ID} className="verification__reason">
          {used.map((m) => methodName(METHOD_VALIDATION_TYPES[m])).join(' and ')} already verified this call: the second
          method must be another one.
        </p>
      )}
    </>
  );
});

/** The item's code and link when they cannot be the call's second method (they would prove what passed). */
function usedHere(
  store: VerificationStore,
  codeMethod: VerificationMethod | null,
  showLink: boolean,
): VerificationMethod[] {
  return [...(codeMethod ? [codeMethod] : []), ...(showLink ? (['link'] as const) : [])].filter((m) =>
    store.alreadyProved(m),
  );
}

/** "SMS code and link by SMS cannot be the second method: this phone already verified this call. …" */
function usedHereText(methods: readonly VerificationMethod[], byPhone: boolean): string {
  const names = methods.map((m) =>
    m === 'link' ? `link by ${byPhone ? 'SMS' : 'email'}` : methodName(METHOD_VALIDATION_TYPES[m]),
  );
  const list = names.join(' and ');
  const where = byPhone ? 'this phone' : 'this address';
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} cannot be the second method: ${where} already verified this call. Choose another phone or email, or a push.`;
}

/** The code's method for an item: SMS for a phone, email for an address. */
function codeMethodOf(item: CommunicationItem | null): VerificationMethod | null {
  if (item?.type === 'phone') return 'sms';
  return item?.type === 'email' ? 'email' : null;
}

/** The code and the link for the chosen item, and why either cannot go there (said once, right under them). */
const ItemActions = observer(function ItemActions({ store }: MethodButtonsProps) {
  const methods = store.methods;
  const item = store.selectedItem;
  const byPhone = item?.type === 'phone';
  const codeMethod = codeMethodOf(item);
  const refusal = item ? store.smsRefusal(item) : null;
  const why = (method: VerificationMethod) =>
    refusal && (method === 'sms' || method === 'link') ? REFUSAL_ID : store.alreadyProved(method) ? USED_ID : undefined;
  const showCode = !!codeMethod && methods.includes(codeMethod);
  const showLink = !!item && methods.includes('link');
  const codeTurnedOff = !!codeMethod && !methods.includes(codeMethod);
  if (!showCode && !showLink && !codeTurnedOff) return null;
  return (
    <>
      {(showCode || showLink) && (
        <div className="verification__actions">
          {showCode && (
            <Button
              intent={Intent.PRIMARY}
              icon={byPhone ? <MobilePhone /> : <Envelope />}
              text={byPhone ? 'Send code by SMS' : 'Send code by email'}
              disabled={!store.canSend(codeMethod!)}
              aria-describedby={why(codeMethod!)}
              {...focusNext()}
              onClick={() => void store.sendCode()}
            />
          )}
          {showLink && (
            <Button
              icon={<Link />}
              text={byPhone ? 'Send link by SMS' : 'Send link by email'}
              disabled={!store.canSend('link')}
              aria-describedby={why('link')}
              onClick={() => void store.sendLink()}
            />
          )}
        </div>
      )}
      {refusal && (
        <p id={REFUSAL_ID} className="verification__reason">
          {smsRefusalText(refusal, store.contact)}
        </p>
      )}
      {usedHere(store, codeMethod, showLink).length > 0 && (
        <p id={USED_ID} className="verification__reason">
          {usedHereText(usedHere(store, codeMethod, showLink), byPhone)}
        </p>
      )}
      {codeTurnedOff && (
        <p className="verification__muted">
          {codeMethod === 'sms' ? 'Texting' : 'Email'} codes are turned off for this company.
        </p>
      )}
    </>
  );
});
