import { AppError, type CallerRequest, token } from '@features/api/core';
import type { CallRecord } from './CallRecord';
import type { ContactAttempts } from './failedAttempts';
import type { CompanyVerificationOverrides, VerificationSettings } from './VerificationSettings';
import type { VerificationRecord } from './VerificationRecord';

/** Who is being verified, from where, for what. */
export interface VerificationTarget {
  psaId: string;
  ticketId: string | null;
  contactId: string;
  /** Required by the backend when the settings ask for it (another contact than the ticket's, repeated failures). */
  note: string;
  /** What the caller asks for (two methods for the requests the company lists). */
  request: CallerRequest;
  /** The call this check belongs to: checks of one call share it (two methods show as one group). */
  callId: string;
}

export interface SendCodeRequest extends VerificationTarget {
  channel: 'sms' | 'email';
  /** The phone number or email address to send to (one of the contact's communication items). */
  value: string;
}

/** A code by Teams: a chat message to the contact's Microsoft account, which the backend knows from the contact. */
export interface SendTeamsCodeRequest extends VerificationTarget {
  channel: 'teams';
}

/** A code, push or link on its way: its id for the check, and when it stops being valid. */
export interface SentVerification {
  validationId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A verification link on its way, with the number the technician asks the contact to choose. */
export interface SentLink extends SentVerification {
  matchNumber: number;
}

/**
 * What a check says: the code was right (with the recorded verification), wrong (with the tries left
 * when the backend says), locked after too many wrong tries, or expired; for a push or link, still
 * pending (a link: whether the contact confirmed the call), approved (verified) or denied. approvalNeeded:
 * the methods passed and the tenant's policy wants a manager's approval before the verification is recorded.
 */
export type CheckOutcome =
  | { status: 'verified'; record: VerificationRecord }
  /** replaced: the code typed is an older one of this call, which a newer code replaced (the backend says). */
  | { status: 'wrong'; triesLeft: number | null; replaced?: boolean }
  | { status: 'locked' }
  | { status: 'expired' }
  | { status: 'pending'; confirmed: boolean }
  | { status: 'denied' }
  | { status: 'approvalNeeded' };

export type PushKind = 'duo' | 'microsoft';

/**
 * A send the backend refused because the contact is locked after repeated failed checks (429 with the
 * lock's end): the panel says until when beside the actions it disables, rather than a toast.
 */
export class SendsLockedError extends AppError {
  constructor(readonly until: number) {
    super('server', 'New checks are refused for now: too many failed attempts.', 429);
    this.name = 'SendsLockedError';
  }
}

/** The backend's contact-validation endpoints (spec section 7, Verification, and the project's additions). */
export interface VerificationApi {
  /**
   * POST PsaContactValidation/send; the signal aborts the request (the technician's Cancel). Every send
   * (code, link, push) rejects with SendsLockedError while the contact is locked.
   */
  sendCode(request: SendCodeRequest | SendTeamsCodeRequest, signal?: AbortSignal): Promise<SentVerification>;
  /** POST /PsaContactValidation/sendLink: a link the contact opens and answers with a number. */
  sendLink(request: SendCodeRequest, signal?: AbortSignal): Promise<SentLink>;
  /** POST /PsaContactValidation/check with the code; without a code it reports a push's or link's state. */
  check(validationId: string, code: string | null): Promise<CheckOutcome>;
  /** POST /PsaContactValidation/sendDuoPush or /sendMicrosoftPush. */
  sendPush(kind: PushKind, target: VerificationTarget): Promise<SentVerification>;
  /** GET /PsaContactValidation/calls: the backend's records of the contact's calls of the last day, newest first. */
  callRecords(psaId: string, contactId: string): Promise<CallRecord[]>;
  /** GET /PsaContactValidation/attempts: the contact's failed checks and the backend's lock. */
  attempts(psaId: string, contactId: string): Promise<ContactAttempts>;
  /** GET /VerificationSettings */
  settings(): Promise<VerificationSettings>;
  /** GET CompanyVerificationSettings/{psaId}/company/{companyId}; null when the company has none. */
  companySettings(psaId: string, companyId: string): Promise<CompanyVerificationOverrides | null>;
}

export const VerificationApiToken = token<VerificationApi>('features.endUserVerification.VerificationApi');
