import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lockText } from '../core/failedAttempts';
import { codeProblemText } from './codeProblemText';
import type { VerificationStore } from './VerificationStore';

export interface CodeEntryProps {
  store: VerificationStore;
}

const RESEND_REASON_ID = 'verification-resend-reason';

/**
 * After a send: the countdown, the code the caller reads out, check and resend. The code field (or,
 * once the code cannot be used, Resend) is the flow's focus target (`data-flow-focus`). While the contact
 * is locked, Resend is disabled and says until when beside it; Start over then is the way on.
 */
export const CodeEntry = observer(function CodeEntry({ store }: CodeEntryProps) {
  const flow = store.flow;
  if (flow.kind !== 'codeSent') return null;
  const how = flow.item.type === 'phone' ? 'by SMS' : 'by email';
  const ended = flow.problem === 'expired' || flow.problem === 'locked';
  const alert = store.standing.alert;
  const locked = alert.kind === 'locked' ? alert : null;
  const problem = flow.problem && codeProblemText(flow.problem, flow.triesLeft, !locked);
  return (
    <>
      {!ended && (
        <Callout intent={Intent.PRIMARY} title="Code sent" compact>
          Code sent {how} to {store.displayValue(flow.item)}. It expires in{' '}
          <span role="timer" aria-label="Time left">
            {store.countdown?.label}
          </span>
          .
        </Callout>
      )}
      {problem && (
        <Callout intent={ended ? Intent.WARNING : Intent.DANGER} title={problem.title} compact>
          {problem.text}
        </Callout>
      )}
      <form
        className="verification__code"
        onSubmit={(event) => {
          event.preventDefault();
          void store.checkCode();
        }}
      >
        <FormGroup
          label="Verification code"
          labelFor="verification-code"
          helperText={store.code.error ?? undefined}
          intent={store.code.error ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup
            id="verification-code"
            value={store.code.text}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 digits"
            disabled={ended || flow.checking}
            intent={store.code.error ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => store.code.set(value)}
            {...(ended ? {} : { 'data-flow-focus': true })}
          />
        </FormGroup>
        <div className="verification__code-buttons">
          <Button type="submit" intent={Intent.PRIMARY} text="Check code" loading={flow.checking} disabled={ended} />
          <Button
            text="Resend code"
            intent={ended && !locked ? Intent.PRIMARY : Intent.NONE}
            disabled={flow.checking || !!locked}
            aria-describedby={locked ? RESEND_REASON_ID : undefined}
            onClick={() => void store.sendCode()}
            {...(ended && !locked ? { 'data-flow-focus': true } : {})}
          />
          <Button
            text="Start over"
            variant={ended && locked ? 'solid' : 'minimal'}
            intent={ended && locked ? Intent.PRIMARY : Intent.NONE}
            disabled={flow.checking}
            onClick={() => store.startOver()}
            {...(ended && locked ? { 'data-flow-focus': true } : {})}
          />
        </div>
        {locked && (
          <p id={RESEND_REASON_ID} className="verification__reason">
            {lockText(locked, store.standing.now)}
          </p>
        )}
      </form>
    </>
  );
});
