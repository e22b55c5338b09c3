import type { CallerRequest } from '@features/api/core';

/** Someone of the tenant, as an approval names them. */
export interface ApprovalPerson {
  id: string;
  name: string;
}

/** requested -> approved | denied | expired; the last three are final. */
export type ApprovalState = 'requested' | 'approved' | 'denied' | 'expired';

/** An approver's answer: who, which way, why, when (epoch ms). */
export interface ApprovalAnswer {
  by: ApprovalPerson;
  decision: 'approve' | 'deny';
  reason: string;
  at: number;
}

/** A technician's request that a manager approve a verification whose methods passed. */
export interface Approval {
  id: string;
  /** The verification (code, push or link) that passed and waits to be recorded. */
  validationId: string;
  psaId: string;
  contactId: string;
  contactName: string;
  ticketId: string | null;
  /** The ticket's number as the PSA writes it, when the backend says it (the approver page shows it). */
  ticketNumber?: string | null;
  /** The contact's company, when the backend says it. */
  companyName?: string | null;
  request: CallerRequest;
  /** The call the approval covers (one approval covers the whole call), when the backend says. */
  callId?: string | null;
  /** The methods (validation types) that passed on the call, oldest first; the held one last. */
  methods?: string[];
  requester: ApprovalPerson;
  /** The approver the technician chose (any of the tenant's approvers but the requester may answer). */
  approver: ApprovalPerson;
  /** Why the technician asks. */
  reason: string;
  /** Epoch milliseconds. */
  requestedAt: number;
  expiresAt: number;
  state: ApprovalState;
  answer: ApprovalAnswer | null;
}

export function isFinal(state: ApprovalState): boolean {
  return state !== 'requested';
}

/** A request still open past its time has expired (nothing else changes with the clock). */
export function approvalAt(approval: Approval, now: number): Approval {
  return approval.state === 'requested' && now >= approval.expiresAt ? { ...approval, state: 'expired' } : approval;
}

/**
 * What the pod keeps when news of an approval arrives (an answer, a poll after a reconnect, a late
 * event): a final state is never replaced, and news of another approval is ignored. Same object when
 * nothing changes, so a caller can tell.
 */
export function laterApproval(current: Approval, news: Approval): Approval {
  if (news.id !== current.id || isFinal(current.state) || news.state === 'requested') return current;
  return news;
}
