import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { VerificationStore } from './VerificationStore';

export interface CodeEntryProps {
  store: VerificationStore;
}

const PROBLEMS = {
  wrong: 'That code is not correct. Check it with the caller and try again, or resend the code.',
  expired: 'The code has expired. Send a new one.',
} as const;

/** After a send: the countdown, the code the caller reads out, check and resend. */
export const CodeEntry = observer(function CodeEntry({ store }: CodeEntryProps) {
  const flow = store.flow;
  if (flow.kind !== 'codeSent') return null;
  const how = flow.item.type === 'phone' ? 'by SMS' : 'by email';
  const expired = flow.problem === 'expired';
  return (
    <>
      {!expired && (
        <Callout intent={Intent.PRIMARY} title="Code sent">
          Code sent {how} to {store.displayValue(flow.item)}. It expires in{' '}
          <span role="timer" aria-label="Time left">{store.countdown?.label}</span>.
        </Callout>
      )}
      {flow.problem && (
        <Callout intent={expired ? Intent.WARNING : Intent.DANGER} title={expired ? 'Code expired' : 'Wrong code'}>
          {PROBLEMS[flow.problem]}
        </Callout>
      )}
      <form
        className="verification__code"
        onSubmit={(event) => {
          event.preventDefault();
          void store.checkCode();
        }}
      >
        <FormGroup label="Verification code" labelFor="verification-code" helperText={store.codeError ?? undefined} intent={store.codeError ? Intent.DANGER : Intent.NONE}>
          <InputGroup
            id="verification-code"
            value={store.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 digits"
            disabled={expired || flow.checking}
            intent={store.codeError ? Intent.DANGER : Intent.NONE}
            onValueChange={(value) => store.setCode(value)}
          />
        </FormGroup>
        <Button type="submit" intent={Intent.PRIMARY} text="Check code" loading={flow.checking} disabled={expired} />
        <Button text="Resend code" intent={expired ? Intent.PRIMARY : Intent.NONE} disabled={flow.checking} onClick={() => void store.sendCode()} />
        <Button text="Start over" variant="minimal" disabled={flow.checking} onClick={() => store.startOver()} />
      </form>
    </>
  );
});
