import type { Approval } from './Approval';

/** One line for where an approval stands, as the pod, a second technician's pod and the ticket note say it. */
export function approvalText(approval: Approval): string {
  const answer = approval.answer;
  switch (approval.state) {
    case 'requested':
      return `Awaiting approval by ${approval.approver.name}.`;
    case 'expired':
      return `${approval.approver.name} did not answer in time: the approval request expired.`;
    case 'approved':
      return `Approved by ${answer?.by.name ?? approval.approver.name}${answer?.reason ? `: ${answer.reason}` : '.'}`;
    case 'denied':
      return `Denied by ${answer?.by.name ?? approval.approver.name}${answer?.reason ? `: ${answer.reason}` : '.'}`;
  }
}
