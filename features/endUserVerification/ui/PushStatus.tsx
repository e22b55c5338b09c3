import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { PUSH_NAMES } from './verificationFlow';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

export interface PushStatusProps {
  store: VerificationStore;
}

/** A push on its way, waiting for the end user, or refused / timed out. */
export const PushStatus = observer(function PushStatus({ store }: PushStatusProps) {
  const flow = store.flow;
  const name = store.contact.name;
  if (flow.kind === 'pushSending') {
    return (
      <Callout compact>
        <span className="verification__pending-title">
          <Spinner size={16} aria-hidden /> Sending the {PUSH_NAMES[flow.push]}…
        </span>
      </Callout>
    );
  }
  if (flow.kind === 'pushPending') {
    return (
      <Callout intent={Intent.PRIMARY} icon={null} compact className="verification__pending">
        <span className="verification__pending-title">
          <Spinner size={16} aria-hidden /> <strong>Push pending</strong>
        </span>
        <p>
          Waiting for {name} to approve the {PUSH_NAMES[flow.push]}. It times out in{' '}
          <span role="timer" aria-label="Time left">
            {store.countdown?.label}
          </span>
          .
        </p>
        <Button text="Cancel" {...focusNext()} onClick={() => store.startOver()} />
      </Callout>
    );
  }
  if (flow.kind === 'pushDenied' || flow.kind === 'pushExpired') {
    const denied = flow.kind === 'pushDenied';
    return (
      <Callout
        intent={denied ? Intent.DANGER : Intent.WARNING}
        title={denied ? 'Push denied' : 'Push timed out'}
        compact
      >
        <p>
          {denied
            ? `${name} denied the ${PUSH_NAMES[flow.push]}.`
            : `The ${PUSH_NAMES[flow.push]} timed out before ${name} answered.`}
        </p>
        {/* A denial may be the real person saying no: another method is the main way on; a time-out, the same push. */}
        <div className="verification__actions">
          <Button
            text="Try again"
            intent={denied ? Intent.NONE : Intent.PRIMARY}
            {...focusNext(!denied)}
            onClick={() => store.retryPush(flow.push)}
          />
          <Button
            text="Use another method"
            intent={denied ? Intent.PRIMARY : Intent.NONE}
            {...focusNext(denied)}
            onClick={() => store.useAnotherMethod()}
          />
        </div>
      </Callout>
    );
  }
  return null;
});
