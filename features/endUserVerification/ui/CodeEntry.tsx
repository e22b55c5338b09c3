import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lockText, type AttemptsAlert } from '../core/failedAttempts';
import { codeRouteText } from '../core/codeTarget';
import { codeProblemText } from './codeProblemText';
import type { VerificationFlow } from './verificationFlow';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

export interface CodeEntryProps {
  store: VerificationStore;
}

type CodeSent = Extract<VerificationFlow, { kind: 'codeSent' }>;
type Locked = Extract<AttemptsAlert, { kind: 'locked' }>;

/** What the code's part of the panel shows for a code that is out. */
interface CodeView {
  store: VerificationStore;
  flow: CodeSent;
  /** The code expired or was locked: it cannot be checked any more, only resent. */
  ended: boolean;
  /** Every check on the contact is paused (Resend is then disabled). */
  locked: Locked | null;
}

const RESEND_REASON_ID = 'verification-resend-reason';

/**
 * After a send: the countdown, the code the caller reads out, check and resend. The code field (or,
 * once the code cannot be used, Resend) is the flow's focus target (`focusNext`). While the contact
 * is locked, Resend is disabled and says until when beside it; Start over then is the way on.
 */
export const CodeEntry = observer(function CodeEntry({ store }: CodeEntryProps) {
  const flow = store.flow;
  if (flow.kind !== 'codeSent') return null;
  const alert = store.standing.alert;
  const view: CodeView = {
    store,
    flow,
    ended: flow.problem === 'expired' || flow.problem === 'locked',
    locked: alert.kind === 'locked' ? alert : null,
  };
  return (
    <>
      <CodeStatus {...view} />
      <form
        className="verification__code"
        onSubmit={(event) => {
          event.preventDefault();
          void store.checkCode();
        }}
      >
        <CodeField {...view} />
        <CodeButtons {...view} />
        {view.locked && (
          <p id={RESEND_REASON_ID} className="verification__reason">
            {lockText(view.locked, store.standing.now)}
          </p>
        )}
      </form>
    </>
  );
});

/** Where the code went and its countdown while it can be used; what went wrong with it. */
const CodeStatus = observer(function CodeStatus({ store, flow, ended, locked }: CodeView) {
  const how = codeRouteText(flow.item);
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
    </>
  );
});

/** The code as the technician types it; the flow's focus while the code can be checked. */
const CodeField = observer(function CodeField({ store, flow, ended }: CodeView) {
  const error = store.code.error;
  return (
    <FormGroup
      label="Verification code"
      labelFor="verification-code"
      helperText={error ?? undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
    >
      <InputGroup
        id="verification-code"
        value={store.code.text}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 digits"
        disabled={ended || flow.checking}
        intent={error ? Intent.DANGER : Intent.NONE}
        // The field to correct after a wrong (or replaced) code: the focus comes back to it.
        aria-invalid={(error || flow.problem === 'wrong' || flow.problem === 'replaced') && !ended ? true : undefined}
        onValueChange={(value) => store.code.set(value)}
        {...focusNext(!ended)}
      />
    </FormGroup>
  );
});

/** Check, Resend and Start over; once the code ended, Resend leads (or Start over, while checks are paused). */
const CodeButtons = observer(function CodeButtons({ store, flow, ended, locked }: CodeView) {
  const resendLeads = ended && !locked;
  const startOverLeads = ended && !!locked;
  return (
    <div className="verification__code-buttons">
      <Button type="submit" intent={Intent.PRIMARY} text="Check code" loading={flow.checking} disabled={ended} />
      <Button
        text="Resend code"
        intent={resendLeads ? Intent.PRIMARY : Intent.NONE}
        disabled={flow.checking || !!locked}
        aria-describedby={locked ? RESEND_REASON_ID : undefined}
        onClick={() => void store.sendCode()}
        {...focusNext(resendLeads)}
      />
      <Button
        text="Start over"
        variant={startOverLeads ? 'solid' : 'minimal'}
        intent={startOverLeads ? Intent.PRIMARY : Intent.NONE}
        disabled={flow.checking}
        onClick={() => store.startOver()}
        {...focusNext(startOverLeads)}
      />
    </div>
  );
});
