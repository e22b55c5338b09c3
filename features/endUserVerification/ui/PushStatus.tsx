import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { PUSH_NAMES } from './verificationFlow';
import type { VerificationStore } from './VerificationStore';

export interface PushStatusProps {
  store: VerificationStore;
}

/** A push on its way, waiting for the end user, or refused / timed out. */
export const PushStatus = observer(function PushStatus({ store }: PushStatusProps) {
  const flow = store.flow;
  const name = store.contact.name;
  if (flow.kind === 'pushSending') return <Callout icon={<Spinner size={16} />}>Sending the {PUSH_NAMES[flow.push]}…</Callout>;
  if (flow.kind === 'pushPending') {
    return (
      <Callout intent={Intent.PRIMARY} title="Push pending" icon={<Spinner size={16} />}>
        Waiting for {name} to approve the {PUSH_NAMES[flow.push]}. It times out in <span role="timer" aria-label="Time left">{store.countdown?.label}</span>.
        <div>
          <Button text="Cancel" variant="minimal" onClick={() => store.startOver()} />
        </div>
      </Callout>
    );
  }
  if (flow.kind === 'pushDenied' || flow.kind === 'pushExpired') {
    const denied = flow.kind === 'pushDenied';
    return (
      <Callout intent={denied ? Intent.DANGER : Intent.WARNING} title={denied ? 'Push denied' : 'Push timed out'}>
        {denied ? `${name} denied the ${PUSH_NAMES[flow.push]}.` : `The ${PUSH_NAMES[flow.push]} timed out before ${name} answered.`}
        <div>
          <Button text="Try again" onClick={() => store.startOver()} />
        </div>
      </Callout>
    );
  }
  return null;
});
