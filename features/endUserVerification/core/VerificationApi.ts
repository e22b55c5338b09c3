import { token } from '../../../core/shared/Token';
import type { CompanyVerificationOverrides, VerificationSettings } from './VerificationSettings';
import type { VerificationRecord } from './VerificationRecord';

/** Who is being verified, from where. */
export interface VerificationTarget {
  psaId: string;
  ticketId: string | null;
  contactId: string;
  /** Required by the backend when the settings ask for it (another contact than the ticket's). */
  note: string;
}

export interface SendCodeRequest extends VerificationTarget {
  channel: 'sms' | 'email';
  /** The phone number or email address to send to (one of the contact's communication items). */
  value: string;
}

/** A code or push on its way: its id for the check, and when it stops being valid. */
export interface SentVerification {
  validationId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * What a check says: the code was right (with the recorded verification), wrong (with the tries left
 * when the backend says), locked after too many wrong tries, or expired; for a push, still pending,
 * approved (verified) or denied.
 */
export type CheckOutcome =
  | { status: 'verified'; record: VerificationRecord }
  | { status: 'wrong'; triesLeft: number | null }
  | { status: 'locked' }
  | { status: 'expired' }
  | { status: 'pending' }
  | { status: 'denied' };

export type PushKind = 'duo' | 'microsoft';

/** The backend's contact-validation endpoints (spec section 7, Verification). */
export interface VerificationApi {
  /** POST PsaContactValidation/send; the signal aborts the request (the technician's Cancel). */
  sendCode(request: SendCodeRequest, signal?: AbortSignal): Promise<SentVerification>;
  /** POST /PsaContactValidation/check with the code; without a code it reports a push's state. */
  check(validationId: string, code: string | null): Promise<CheckOutcome>;
  /** POST /PsaContactValidation/sendDuoPush or /sendMicrosoftPush. */
  sendPush(kind: PushKind, target: VerificationTarget): Promise<SentVerification>;
  /** GET /VerificationSettings */
  settings(): Promise<VerificationSettings>;
  /** GET CompanyVerificationSettings/{psaId}/company/{companyId}; null when the company has none. */
  companySettings(psaId: string, companyId: string): Promise<CompanyVerificationOverrides | null>;
}

export const VerificationApiToken = token<VerificationApi>('core.verification.VerificationApi');
