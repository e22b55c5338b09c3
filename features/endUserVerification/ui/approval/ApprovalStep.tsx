import { Button, Callout, FormGroup, HTMLSelect, Intent, Spinner, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { Approval } from '../../core/approval/Approval';
import { approvalText } from '../../core/approval/approvalText';
import { DeniedBox } from '../ApprovalOutcomeBoxes';
import type { VerificationStore } from '../VerificationStore';
import { focusNext } from '@features/api/ui';

export interface ApprovalStepProps {
  store: VerificationStore;
}

/**
 * A verification held for a manager's approval: whom to ask and why, then the wait, then the answer. Nothing
 * here says "verified": the result box does, once the backend recorded the approved check.
 */
export const ApprovalStep = observer(function ApprovalStep({ store }: ApprovalStepProps) {
  const flow = store.flow;
  if (flow.kind !== 'approval') return null;
  if (!flow.approval) return flow.approvalId ? <ReadingApproval /> : <ApprovalRequest store={store} />;
  return <ApprovalAnswer store={store} approval={flow.approval} />;
});

function ReadingApproval() {
  return (
    <Callout compact className="verification__pending">
      <span className="verification__pending-title">
        <Spinner size={16} aria-hidden /> Reading where the approval stands…
      </span>
    </Callout>
  );
}

const ApprovalRequest = observer(function ApprovalRequest({ store }: ApprovalStepProps) {
  const approval = store.approval;
  const form = approval.form;
  return (
    <Callout intent={Intent.PRIMARY} title="A manager's approval is needed" compact className="verification__approval">
      <p>
        {store.contact.name} passed the check. Your company asks a manager to approve this verification before it is
        recorded.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void approval.request();
        }}
      >
        <FormGroup
          label="Approver"
          labelFor="approval-approver"
          intent={form.approverError ? Intent.DANGER : Intent.NONE}
          helperText={form.approverError ?? approversHelp(store)}
        >
          <HTMLSelect
            id="approval-approver"
            fill
            value={form.approverId}
            disabled={form.approversState !== 'loaded'}
            {...focusNext()}
            aria-invalid={!!form.approverError}
            onChange={(event) => form.setApprover(event.currentTarget.value)}
          >
            <option value="">Choose an approver</option>
            {form.approvers.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {form.approversState === 'failed' && (
          <Button text="Try again" size="small" onClick={() => void form.loadApprovers()} />
        )}
        <FormGroup
          label="Reason"
          labelFor="approval-reason"
          intent={form.reasonError ? Intent.DANGER : Intent.NONE}
          helperText={form.reasonError ?? 'The approver reads it with the request.'}
        >
          <TextArea
            id="approval-reason"
            fill
            value={form.reason}
            aria-invalid={!!form.reasonError}
            onChange={(event) => form.setReason(event.currentTarget.value)}
          />
        </FormGroup>
        {approval.requestError && (
          <p className="verification__approval-error" role="alert">
            {approval.requestError}
          </p>
        )}
        <div className="verification__actions">
          <Button type="submit" intent={Intent.PRIMARY} text="Ask for approval" loading={approval.requesting} />
          <Button text="Start over" variant="minimal" onClick={() => store.verifyAgain()} />
        </div>
      </form>
    </Callout>
  );
});

function approversHelp(store: VerificationStore): string | undefined {
  const form = store.approval.form;
  if (form.approversState === 'loading') return 'Loading the approvers…';
  if (form.approversState === 'failed') return form.approversError ?? 'The approvers could not be loaded.';
  if (form.approversState === 'loaded' && form.approvers.length === 0)
    return 'Your company has no other approver: an administrator names them.';
  return undefined;
}

const ApprovalAnswer = observer(function ApprovalAnswer({
  store,
  approval,
}: ApprovalStepProps & { approval: Approval }) {
  const text = approvalText(approval);
  if (approval.state === 'requested')
    return (
      <Callout
        intent={Intent.PRIMARY}
        icon={null}
        compact
        className="verification__pending"
        tabIndex={-1}
        {...focusNext()}
      >
        <span className="verification__pending-title">
          <Spinner size={16} aria-hidden /> <strong>{text}</strong>
        </span>
        <p>
          The request expires in{' '}
          <span role="timer" aria-label="Time left">
            {store.countdown?.label}
          </span>
          . Nothing is recorded until {approval.approver.name} answers.
        </p>
      </Callout>
    );
  if (approval.state === 'approved')
    return (
      <Callout intent={Intent.SUCCESS} compact className="verification__pending">
        <span className="verification__pending-title">
          <Spinner size={16} aria-hidden /> {text} Recording the verification…
        </span>
      </Callout>
    );
  const denied = approval.state === 'denied';
  // Denied: what the record says (the reason, the ticket note of the denial), as every other session shows it.
  const record = store.standing.thisRecord;
  if (denied && record?.status === 'denied') return <DeniedBox store={store} record={record} />;
  return (
    <Callout
      intent={denied ? Intent.DANGER : Intent.WARNING}
      title={denied ? 'Approval denied' : 'Approval request expired'}
      compact
      className="verification__result"
    >
      <p>{text}</p>
      <p>Nothing was recorded: {store.contact.name} is not verified.</p>
      <div className="verification__actions">
        {!denied && (
          <Button intent={Intent.PRIMARY} text="Ask again" {...focusNext()} onClick={() => store.approval.askAgain()} />
        )}
        <Button
          text="Start over"
          intent={denied ? Intent.PRIMARY : Intent.NONE}
          {...focusNext(denied)}
          onClick={() => store.verifyAgain()}
        />
      </div>
    </Callout>
  );
});

/** Another technician's (or another call's) open request on this contact: who must answer it. */
export const OtherApprovals = observer(function OtherApprovals({ store }: ApprovalStepProps) {
  const others = store.approval.others;
  if (others.length === 0) return null;
  return (
    <>
      {others.map((other) => (
        <Callout key={other.id} intent={Intent.WARNING} compact className="verification__other-approval">
          <p>
            <strong>{approvalText(other)}</strong> {other.requester.name} asked on {other.contactName}&apos;s
            verification. A new check of this contact waits for that answer.
          </p>
        </Callout>
      ))}
    </>
  );
});
