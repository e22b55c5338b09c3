import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

export interface SendStatusProps {
  store: VerificationStore;
}

/**
 * A code or link on its way (with Cancel), the number that turned out to have opted out, or the line
 * after a cancelled send: what the panel says between a click on a method and the answer.
 */
export const SendStatus = observer(function SendStatus({ store }: SendStatusProps) {
  const flow = store.flow;
  if (flow.kind === 'idle' && store.info) {
    return (
      <p className="verification__muted" role="status">
        {store.info}
      </p>
    );
  }
  if (flow.kind === 'sending') {
    return (
      <Callout compact className="verification__pending">
        <span className="verification__pending-title">
          <Spinner size={16} aria-hidden /> Sending a {flow.what}
          {flow.item.type === 'teams' ? ' by Teams' : ''} to {store.displayValue(flow.item)}…
        </span>
        <Button text="Cancel" {...focusNext()} onClick={() => store.cancelSend()} />
      </Callout>
    );
  }
  if (flow.kind === 'optedOut') {
    return (
      <Callout intent={Intent.WARNING} title="Opted out of text messages" compact>
        <p>
          {store.displayValue(flow.item)} has opted out of text messages, so no code was sent. Choose another way to
          verify.
        </p>
        <Button text="Choose another way" {...focusNext()} onClick={() => store.startOver()} />
      </Callout>
    );
  }
  return null;
});
