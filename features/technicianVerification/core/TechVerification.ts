/** Where a technician verification stands (the message's Type). */
export type TechVerificationStatus = 'Requested' | 'CodeSent' | 'WrongCode' | 'Verified' | 'Failed';

export const TECH_VERIFICATION_STATUSES: readonly TechVerificationStatus[] = [
  'Requested',
  'CodeSent',
  'WrongCode',
  'Verified',
  'Failed',
];

/**
 * One technician verification (spec section 3's tech verification message, in the app's words): an
 * end user asked to verify the technician on a ticket; the technician texts them a code; the end
 * user enters it.
 */
export interface TechVerification {
  id: string;
  crmId: string;
  /** Null while the request names no ticket (the technician links it to the open ticket). */
  ticketId: string | null;
  /** That ticket's number as the PSA shows it; null until linked or where the server does not say. */
  ticketNumber: string | null;
  contactId: string | null;
  contactName: string;
  createdDate: string;
  /** When it last changed (a code sent, a code entered: when it was confirmed or failed); null where the server does not say. */
  changedDate: string | null;
  /** The end user's phone for a request; the technician's name once a code is sent. */
  from: string | null;
  /** The end user's phone the code goes to. */
  to: string | null;
  status: TechVerificationStatus;
  isVerified: boolean;
}

/** Whether the technician can still (re)send a code. */
export function isOpen(verification: TechVerification): boolean {
  return (
    verification.status === 'Requested' || verification.status === 'CodeSent' || verification.status === 'WrongCode'
  );
}

/** The name shown for an end user the message does not name. */
export const UNNAMED_END_USER = 'Unnamed end user';
