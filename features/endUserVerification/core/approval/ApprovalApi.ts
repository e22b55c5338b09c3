import { token } from '@features/api/core';
import type { Approval, ApprovalPerson } from './Approval';

/** The backend's verification approvals (decision 271). Refusals reject with an AppError carrying the reason. */
export interface ApprovalApi {
  /** GET /VerificationApprovers: whom the technician may ask (never themselves). */
  approvers(): Promise<ApprovalPerson[]>;
  /** POST /VerificationApprovals: asks for a check that answered approvalNeeded. */
  request(validationId: string, approverId: string, reason: string): Promise<Approval>;
  /** GET /VerificationApprovals/{approvalId}: where it stands (after a reconnect). */
  approval(approvalId: string): Promise<Approval>;
  /** POST /VerificationApprovals/{approvalId}/answer */
  answer(approvalId: string, decision: 'approve' | 'deny', reason: string): Promise<Approval>;
  /** GET /PendingVerificationApprovals: what the signed-in approver may answer (a 403 AppError: not an approver). */
  pending(signal?: AbortSignal): Promise<Approval[]>;
  /** GET /PsaContactValidation/approvals: the contact's open requests, whoever asked. */
  openOnContact(psaId: string, contactId: string): Promise<Approval[]>;
}

export const ApprovalApiToken = token<ApprovalApi>('features.endUserVerification.ApprovalApi');
