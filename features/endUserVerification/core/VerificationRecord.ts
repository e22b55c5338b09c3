import type { CallerRequest, HistoryApproval } from '@features/api/core';
import { presentFields, sameNames } from './presentFields';

/**
 * One verification as the backend reports it (spec section 4: Value, ValidationType, InspectorName,
 * Note), from a code check, a push check or the hub's ContactVerificationPassed event.
 */
export interface VerificationRecord {
  /** What was verified: a phone number or an email address as the backend saw it. */
  value: string;
  /** How: 'SMS', 'Email', 'Duo Push', 'Microsoft Push', 'Link', 'Teams' (see VALIDATION_TYPES). */
  validationType: string;
  inspectorName: string;
  note: string;
  /** ISO timestamp of the verification. */
  date: string;
  /** What the caller asked for, and the call the check belonged to (project additions; absent from older backends). */
  request?: CallerRequest | null;
  callId?: string | null;
  /** Where and by whom (project additions): the ticket's id and number (null from a contact screen), the technician's user id. */
  ticketId?: string | null;
  ticketNumber?: string | null;
  inspectorId?: string | null;
  /** The manager who approved it, when the tenant's approval policy asked for one (project addition). */
  approvedBy?: string | null;
  /** The manager's answer with its reason (project addition). */
  approval?: HistoryApproval | null;
}

/**
 * The optional fields of a record that say which call it belongs to (and who approved it), with their names on the
 * wire (a verification's answer, and a pod record's history entry).
 */
export const CALL_FIELDS_ON_THE_WIRE = {
  request: 'CallerRequest',
  callId: 'CallId',
  ticketId: 'TicketId',
  ticketNumber: 'TicketNumber',
  inspectorId: 'InspectorId',
  approvedBy: 'ApprovedBy',
  approval: 'Approval',
} as const;

type CallField = keyof typeof CALL_FIELDS_ON_THE_WIRE;

/** The record's call fields, copied only where present. */
export function callFieldsOf(source: Pick<VerificationRecord, CallField>): Pick<VerificationRecord, CallField> {
  return presentFields(source, sameNames(CALL_FIELDS_ON_THE_WIRE));
}

/** The validation types this product sends; the backend may report others, kept as they come. */
export const VALIDATION_TYPES = {
  sms: 'SMS',
  email: 'Email',
  duoPush: 'Duo Push',
  microsoftPush: 'Microsoft Push',
  link: 'Link',
  teams: 'Teams',
} as const;
