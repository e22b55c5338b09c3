import { array, mixed, number, object, string, type InferType } from 'yup';
import { approvalWire } from './approvalWire';
import { CALLER_REQUESTS, type CallerRequest } from './verificationWire';

/*
 * The backend's record of a call (project addition): what the caller asked for, the methods that needs and
 * those passed, the check held for approval, the approval, the status and the ticket note. Typed once here;
 * documented in the feature's contract.yaml (VerificationCall) and contract/asyncapi.yaml (VerificationCallChanged).
 */

export const CALL_STATUSES = ['open', 'partial', 'held', 'verified', 'denied'] as const;
export type CallStatusWire = (typeof CALL_STATUSES)[number];

/** The hub event saying a call's record changed; it names the call, and the pod reads the record again. */
export const VERIFICATION_CALL_CHANGED = 'VerificationCallChanged';

const passedCheckWire = object({
  validationId: string().min(1).required(),
  validationType: string().min(1).required(),
  value: string().defined(),
  /** The technician's note sent with the check (required for another contact, or after failures). */
  note: string().defined().default(''),
  /** ISO timestamp: the same moment as the history entry the check recorded. */
  at: string().required(),
});
export type PassedCheckWire = InferType<typeof passedCheckWire>;

export const callRecordWire = object({
  callId: string().min(1).required(),
  psaId: string().min(1).required(),
  contactId: string().min(1).required(),
  ticketId: string().nullable().defined(),
  ticketNumber: string().nullable().defined(),
  technician: object({ id: string().min(1).required(), name: string().defined() }).required(),
  request: mixed<CallerRequest>().oneOf(CALLER_REQUESTS).required(),
  /** One or two different methods: anything else is not a request this product knows. */
  methodsNeeded: number().oneOf([1, 2]).required(),
  passed: array(passedCheckWire.required()).required(),
  held: passedCheckWire.nullable().defined(),
  approval: approvalWire.nullable().defined(),
  status: mixed<CallStatusWire>().oneOf(CALL_STATUSES).required(),
  verifiedAt: string().nullable().defined(),
  ticketNote: object({ by: string().defined(), at: string().required() }).nullable().defined(),
  startedAt: string().required(),
  updatedAt: string().required(),
});
export type CallRecordWire = InferType<typeof callRecordWire>;

/** GET /PsaContactValidation/calls?psaId&contactId: the contact's calls of the last day, newest first. */
export const callRecordListWire = array(callRecordWire.required()).required();

/** The hub's VerificationCallChanged payload: which call changed (the record itself is read again). */
export interface VerificationCallChangedWire {
  callId: string;
  psaId: string;
  contactId: string;
}
