import { Button, Callout, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { CALLER_REQUEST_LABELS, methodName } from '@features/api/core';
import { StatusTag, TicketNumber, TimeText, type StatusTone } from '@features/api/ui';
import { approvalAt, type Approval, type ApprovalState } from '../../core/approval/Approval';
import { approvalText } from '../../core/approval/approvalText';
import type { ApprovalAnswerForm, ApprovalDecision } from './ApprovalAnswerForm';

const TONES: Record<ApprovalState, StatusTone> = {
  requested: 'progress',
  approved: 'success',
  denied: 'danger',
  expired: 'neutral',
};
const STATE_WORDS: Record<ApprovalState, string> = {
  requested: 'Waiting',
  approved: 'Approved',
  denied: 'Denied',
  expired: 'Expired',
};

export interface ApprovalRowProps {
  approval: Approval;
  form: ApprovalAnswerForm;
  now: number;
}

/**
 * One request: who and what (every name and reason as text), when and how long it has left, Approve and Deny with
 * the reason (needed to deny: the focus goes to the field with its error), and a refusal's words under the buttons.
 */
export const ApprovalRow = observer(function ApprovalRow({ approval: listed, form, now }: ApprovalRowProps) {
  const approval = approvalAt(listed, now);
  const id = useId();
  const open = approval.state === 'requested';
  return (
    <li className="approval-row" aria-labelledby={`${id}-contact`} data-state={approval.state}>
      <div className="approval-row__head">
        <h3 id={`${id}-contact`} className="approval-row__contact">
          {approval.contactName || 'Unnamed contact'}
        </h3>
        <StatusTag tone={TONES[approval.state]}>{STATE_WORDS[approval.state]}</StatusTag>
      </div>
      <dl className="approval-row__facts">
        {approval.companyName && <Fact term="Company">{approval.companyName}</Fact>}
        <Fact term="Ticket">
          {approval.ticketNumber ? <TicketNumber number={approval.ticketNumber} /> : 'No ticket'}
        </Fact>
        <Fact term="Requested by">{approval.requester.name}</Fact>
        <Fact term="Request">{CALLER_REQUEST_LABELS[approval.request]}</Fact>
        {approval.methods && approval.methods.length > 0 && (
          <Fact term="Passed">{approval.methods.map(methodName).join(', then ')}</Fact>
        )}
        <Fact term="Why asked">{approval.reason}</Fact>
        <Fact term="Requested">
          <TimeText at={approval.requestedAt} now={now} />
        </Fact>
        <Fact term="Time left">
          {open ? <TimeText at={approval.expiresAt} now={now} prefix="Expires" until /> : 'None'}
        </Fact>
      </dl>
      {!open && <p className="approval-row__final">{approvalText(approval)}</p>}
      {open && <AnswerForm form={form} />}
      {form.sending.error && (
        <Callout className="approval-row__refusal" intent={Intent.WARNING} role="alert">
          {form.sending.error}
        </Callout>
      )}
    </li>
  );
});

/** The reason (needed to deny: a deny without one puts the focus in the field, with its error) and the two answers. */
const AnswerForm = observer(function AnswerForm({ form }: { form: ApprovalAnswerForm }) {
  const id = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const answer = (decision: ApprovalDecision) => {
    if (!form.submit(decision)) reasonField.current?.focus();
  };
  return (
    <>
      <FormGroup
        label="Reason"
        labelFor={`${id}-reason`}
        labelInfo="(needed to deny)"
        intent={form.problem ? Intent.DANGER : Intent.NONE}
        helperText={form.problem ? <span id={`${id}-problem`}>{form.problem}</span> : undefined}
      >
        <TextArea
          id={`${id}-reason`}
          inputRef={reasonField}
          className="approval-row__reason"
          fill
          rows={2}
          value={form.reason}
          intent={form.problem ? Intent.DANGER : Intent.NONE}
          aria-invalid={form.problem ? true : undefined}
          aria-describedby={form.problem ? `${id}-problem` : undefined}
          onChange={(event) => form.edit(event.target.value)}
        />
      </FormGroup>
      <div className="approval-row__actions">
        <Button
          intent={Intent.SUCCESS}
          text="Approve"
          loading={form.sending.pending && form.decision === 'approve'}
          aria-disabled={form.sending.pending || undefined}
          onClick={() => answer('approve')}
        />
        <Button
          intent={Intent.DANGER}
          text="Deny"
          loading={form.sending.pending && form.decision === 'deny'}
          aria-disabled={form.sending.pending || undefined}
          onClick={() => answer('deny')}
        />
      </div>
    </>
  );
});

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="approval-row__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
