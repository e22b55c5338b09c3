import type { HistoryApproval } from './Contact';

/** A manager's answer on a check, as the history and the report say it: "Denied by Dana Duo: on leave". */
export function approvalLine(approval: HistoryApproval): string {
  const who = `${approval.decision === 'approve' ? 'Approved' : 'Denied'} by ${approval.by || 'a manager'}`;
  return approval.reason.trim() ? `${who}: ${approval.reason.trim()}` : `${who}.`;
}
