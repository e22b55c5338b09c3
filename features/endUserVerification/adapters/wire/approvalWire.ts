import { array, mixed, object, string, type InferType } from 'yup';
import { CALLER_REQUESTS, type CallerRequest } from './verificationWire';

/*
 * Manager approval of a verification (project addition): the payloads the SPA and the sandbox agree on,
 * typed once here and documented in the feature's contract.yaml (VerificationApproval) and
 * contract/asyncapi.yaml (VerificationApprovalChanged).
 */

export const APPROVAL_STATES = ['requested', 'approved', 'denied', 'expired'] as const;
export type ApprovalStateWire = (typeof APPROVAL_STATES)[number];
export const APPROVAL_DECISIONS = ['approve', 'deny'] as const;
export type ApprovalDecisionWire = (typeof APPROVAL_DECISIONS)[number];

/** The hub event carrying an approval whenever it changes (requested, answered, expired). */
export const VERIFICATION_APPROVAL_CHANGED = 'VerificationApprovalChanged';

export const approvalPersonWire = object({
  id: string().min(1).required(),
  name: string().defined(),
});
export type ApprovalPersonWire = InferType<typeof approvalPersonWire>;

/** GET /VerificationApprovers: whom the technician may ask (the tenant's approvers but themselves). */
export const approversWire = array(approvalPersonWire.required()).required();

/** ISO times; the adapter refuses one that is not a time. */
const isoTime = () => string().required();

/** One approval, as every approvals call and the hub event carry it. */
export const approvalWire = object({
  id: string().min(1).required(),
  validationId: string().min(1).required(),
  psaId: string().min(1).required(),
  contactId: string().min(1).required(),
  contactName: string().defined(),
  ticketId: string().nullable().defined(),
  /** The ticket's number as the PSA writes it; optional (a backend that leaves it out: no number shown). */
  ticketNumber: string().nullable(),
  /** The contact's company, when the backend knows it; optional like the ticket's number. */
  companyName: string().nullable(),
  request: mixed<CallerRequest>().oneOf(CALLER_REQUESTS).required(),
  /**
   * The call the approval covers (one approval covers the whole call), and the validation types of its checks
   * that passed, oldest first, the held one last (project additions; absent from older backends).
   */
  callId: string().nullable(),
  methods: array(string().required()).default([]),
  requester: approvalPersonWire.required(),
  approver: approvalPersonWire.required(),
  reason: string().defined(),
  requestedAt: isoTime(),
  expiresAt: isoTime(),
  state: mixed<ApprovalStateWire>().oneOf(APPROVAL_STATES).required(),
  answer: object({
    by: approvalPersonWire.required(),
    decision: mixed<ApprovalDecisionWire>().oneOf(APPROVAL_DECISIONS).required(),
    reason: string().defined(),
    at: isoTime(),
  })
    .nullable()
    .defined(),
});
export type ApprovalWire = InferType<typeof approvalWire>;

/** GET /PendingVerificationApprovals and GET /PsaContactValidation/approvals. */
export const approvalListWire = array(approvalWire.required()).required();

/** POST /VerificationApprovals */
export interface RequestApprovalBody {
  validationId: string;
  approverId: string;
  reason: string;
}

/** POST /VerificationApprovals/{approvalId}/answer */
export interface AnswerApprovalBody {
  decision: ApprovalDecisionWire;
  reason: string;
}
