import { Button, Callout, Intent } from '@blueprintjs/core';
import { TickCircle } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { CALLER_REQUEST_PHRASES, callerRequestSentence, methodName, untilText } from '@features/api/core';
import { challengedText, holdsText } from '../core/standingText';
import type { VerificationStanding } from '../core/verificationStanding';
import { NoteAction } from './NoteAction';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

type Of<K extends VerificationStanding['kind']> = {
  store: VerificationStore;
  standing: Extract<VerificationStanding, { kind: K }>;
};

/** Green: this call's record says verified, it holds, and nothing failed since. */
export const VerifiedForThisCall = observer(function VerifiedForThisCall({ store, standing }: Of<'verified'>) {
  const name = store.contact.name;
  const { record, proof } = standing;
  const two = proof.length > 1;
  const newest = proof[0]!;
  const answer = record.approval?.answer;
  return (
    <Callout
      intent={Intent.SUCCESS}
      icon={<TickCircle />}
      title={two ? `${name} is verified for ${CALLER_REQUEST_PHRASES[record.request]}` : `${name} is verified`}
      compact
      tabIndex={-1}
      {...focusNext()}
      className="verification__result"
    >
      <p>
        {two
          ? `${proof
              .map((entry) => methodName(entry.type))
              .reverse()
              .join(', then ')}: two methods.`
          : `${methodName(newest.type)} (${store.displayValue({ value: newest.item })}).`}
      </p>
      {answer && (
        <p>
          Approved by {answer.by.name}
          {answer.reason ? `: ${answer.reason}` : '.'}
        </p>
      )}
      <p className="verification__holds">{holdsText(proof, standing.until, store.standing.now)}</p>
      <div className="verification__actions">
        <NoteAction store={store} record={record} />
        <Button text="Verify again" variant="minimal" onClick={() => store.verifyAgain()} />
      </div>
    </Callout>
  );
});

/** One of the two methods the request needs passed: the record says so in every session. */
export const OneOfTwo = observer(function OneOfTwo({ store, standing }: Of<'partial'>) {
  const first = standing.proof[0]!;
  return (
    <Callout
      intent={Intent.WARNING}
      title="1 of 2 methods"
      compact
      tabIndex={-1}
      {...focusNext()}
      className="verification__result"
    >
      <p>
        {methodName(first.type)} ({store.displayValue({ value: first.item })}) verified {store.contact.name}.{' '}
        {callerRequestSentence(standing.record.request)} needs a second, different method.
      </p>
      <p className="verification__holds">
        The first method holds; it ends {untilText(standing.until, store.standing.now)}.
      </p>
      <div className="verification__actions">
        <Button intent={Intent.PRIMARY} text="Verify with a second method" onClick={() => store.startOver()} />
      </div>
    </Callout>
  );
});

/**
 * Verified, then checks of the call failed or the contact was locked: not green any more. Says why, the lock's
 * end, and the action left ("Verify again", disabled with its reason while checks are locked).
 */
export const ChallengedBox = observer(function ChallengedBox({ store, standing }: Of<'challenged'>) {
  const locked = standing.lockedUntil !== null;
  return (
    <Callout
      intent={Intent.DANGER}
      title={`${store.contact.name} is not verified now`}
      compact
      tabIndex={-1}
      {...focusNext()}
      className="verification__result"
    >
      <p>{challengedText(standing, store.standing.now)}</p>
      <div className="verification__actions">
        <Button
          intent={Intent.PRIMARY}
          text="Verify again"
          disabled={locked}
          aria-describedby={locked ? 'verification-challenged-why' : undefined}
          onClick={() => store.verifyAgain()}
        />
        {locked && (
          <span id="verification-challenged-why" className="verification__muted">
            New checks resume {untilText(standing.lockedUntil!, store.standing.now)}.
          </span>
        )}
      </div>
    </Callout>
  );
});
