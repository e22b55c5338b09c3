import { array, boolean, mixed, object, string } from 'yup';

/** Communication item of a pod record (spec section 3). */
export interface CommunicationItemWire {
  Name: string;
  /** 'email' or 'phone'; a PSA may send 'fax' or a type of its own (kept as a number no code goes to). */
  Type: 'email' | 'phone' | 'fax' | (string & {});
  Value: string;
  IsVerified: boolean;
  /** Other contacts of the company use this number (an office's main line); a project addition, optional. */
  IsShared?: boolean | null;
}

/** History entry of a pod record (spec section 3). Date is an ISO timestamp. */
export interface HistoryEntryWire {
  Date: string;
  Item: string;
  Type: string;
  Inspector: string;
  Notes: string;
  IsRevoked: boolean;
  /** What the caller asked for (PasswordReset, MfaReset, Other); a project addition, optional. */
  CallerRequest?: string | null;
  /** The call the check belonged to: checks of one call share it (a project addition, optional). */
  CallId?: string | null;
  /** The ticket the check was made on (null from a contact screen), its number, and the technician's user id (project additions, optional). */
  TicketId?: string | null;
  TicketNumber?: string | null;
  InspectorId?: string | null;
  /** The manager who approved the verification (project addition, optional). */
  ApprovedBy?: string | null;
  /** A manager's answer when the approval policy held the verification: who, approve or deny, why, when (optional). */
  Approval?: { By: string; Decision: 'approve' | 'deny'; Reason: string; At: string } | null;
}

/**
 * The pod record every ticket, project ticket and contact lookup answers (spec section 3). The
 * sandbox builds exactly this; the product reads it through `podRecordWire`, which is lenient on
 * purpose: core's mapping decides what a missing or odd field means.
 */
export interface PodRecordWire {
  TicketId: string | null;
  TicketNumber: string | null;
  ContactId: string | null;
  CompanyId: string | null;
  CompanyName: string | null;
  ContactName: string | null;
  ContactInitials: string | null;
  ContactPhone: string | null;
  ContactEmail: string | null;
  isVerified: boolean;
  optedStatus: string | null;
  msTenantHasOnboarded: boolean;
  clientPortalChats: unknown[];
  communicationItems: CommunicationItemWire[];
  history: HistoryEntryWire[];
}

const optionalText = () => string().nullable().optional();
const optionalFlag = () => boolean().nullable().optional();
const optionalList = () => array().of(mixed()).nullable().optional();

/**
 * Checks only what must hold for the record to be read at all: an object whose named fields have
 * scalar or list types. Items inside the lists are checked one by one by core (a bad one is dropped).
 */
export const podRecordWire = object({
  TicketId: optionalText(),
  TicketNumber: optionalText(),
  ContactId: optionalText(),
  CompanyId: optionalText(),
  CompanyName: optionalText(),
  ContactName: optionalText(),
  ContactInitials: optionalText(),
  ContactPhone: optionalText(),
  ContactEmail: optionalText(),
  isVerified: optionalFlag(),
  optedStatus: optionalText(),
  msTenantHasOnboarded: optionalFlag(),
  clientPortalChats: optionalList(),
  communicationItems: optionalList(),
  history: optionalList(),
})
  .required()
  .noUnknown(false);
