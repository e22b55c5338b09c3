import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

export interface LinkStatusProps {
  store: VerificationStore;
}

/**
 * A verification link on its way: the number to read out (the contact chooses it among three on the
 * link's page, which binds the link to this call), whether they said they are on the call, and how it
 * ended when it did not verify.
 */
export const LinkStatus = observer(function LinkStatus({ store }: LinkStatusProps) {
  const flow = store.flow;
  const name = store.contact.name;
  const first = name.split(' ')[0] || name;
  if (flow.kind === 'linkPending') {
    const how = flow.item.type === 'phone' ? 'by SMS' : 'by email';
    return (
      <Callout intent={Intent.PRIMARY} icon={null} compact className="verification__pending verification__link">
        <span className="verification__pending-title">
          <Spinner size={16} aria-hidden />{' '}
          <strong>{flow.confirmed ? `${first} sees the numbers` : 'Link sent'}</strong>
        </span>
        <p>
          {flow.confirmed
            ? `${name} confirmed being on a call with you and is choosing a number.`
            : `Link sent ${how} to ${store.displayValue(flow.item)}. It expires in `}
          {!flow.confirmed && (
            <span role="timer" aria-label="Time left">
              {store.countdown?.label}
            </span>
          )}
          {!flow.confirmed && '.'}
        </p>
        <p className="verification__match">
          Ask {first} to choose <strong className="verification__match-number">{flow.matchNumber}</strong>
        </p>
        <Button text="Cancel" {...focusNext()} onClick={() => store.startOver()} />
      </Callout>
    );
  }
  if (flow.kind === 'linkDenied' || flow.kind === 'linkExpired') {
    const denied = flow.kind === 'linkDenied';
    const why = !denied
      ? `The link expired before ${name} answered.`
      : flow.reason === 'NotOnCall'
        ? `${name} answered that they did not ask for this: the caller may not be ${name}.`
        : flow.reason === 'WrongNumber'
          ? `${name} chose another number than the one you read out.`
          : `${name} did not confirm the link.`;
    return (
      <Callout intent={denied ? Intent.DANGER : Intent.WARNING} title={denied ? 'Link denied' : 'Link expired'} compact>
        <p>{why}</p>
        <Button text="Try again" {...focusNext()} onClick={() => store.startOver()} />
      </Callout>
    );
  }
  return null;
});
