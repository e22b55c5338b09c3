import { Button, Callout, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CALLER_REQUEST_PHRASES, methodName } from '@features/api/core';
import type { CallRecord } from '../core/CallRecord';
import { deniedText, heldText } from '../core/standingText';
import { NoteAction } from './NoteAction';
import type { VerificationStore } from './VerificationStore';
import { focusNext } from '@features/api/ui';

interface OutcomeProps {
  store: VerificationStore;
  record: CallRecord;
}

/** The methods of a call in words: "SMS, then Email". */
function methodsText(record: CallRecord): string {
  return [...record.passed, ...(record.held ? [record.held] : [])]
    .map((check) => methodName(check.validationType))
    .join(', then ');
}

/**
 * The call's record says it waits for a manager (seen from another session or tab): who was asked and until
 * when, or that nobody was; "Continue" takes the panel to the approval itself.
 */
export const HeldBox = observer(function HeldBox({ store, record }: OutcomeProps) {
  return (
    <Callout
      intent={Intent.WARNING}
      title="Awaiting a manager's approval"
      compact
      tabIndex={-1}
      {...focusNext()}
      className="verification__result"
    >
      <p>
        {methodsText(record)} passed{record.request !== 'Other' ? ` for ${CALLER_REQUEST_PHRASES[record.request]}` : ''}
        . {heldText(record, store.standing.now)}
      </p>
      <div className="verification__actions">
        <Button intent={Intent.PRIMARY} text="Continue" onClick={() => store.continueApproval()} />
      </div>
    </Callout>
  );
});

/** A manager denied the call's verification: who and why, the ticket note of the denial, and a new request. */
export const DeniedBox = observer(function DeniedBox({ store, record }: OutcomeProps) {
  return (
    <Callout
      intent={Intent.DANGER}
      title="Approval denied"
      compact
      tabIndex={-1}
      {...focusNext()}
      className="verification__result"
    >
      <p>{deniedText(record)}</p>
      <p>
        {methodsText(record)} passed, and nothing counts: {store.contact.name} is not verified. Asked by{' '}
        {record.approval?.requester.name ?? record.technician.name}.
      </p>
      <div className="verification__actions">
        <NoteAction store={store} record={record} />
        <Button intent={Intent.PRIMARY} text="Start over" onClick={() => store.verifyAgain()} />
      </div>
    </Callout>
  );
});
