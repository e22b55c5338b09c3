import type { CallerRequest } from '@features/api/core';

/**
 * One verification as the backend reports it (spec section 4: Value, ValidationType, InspectorName,
 * Note), from a code check, a push check or the hub's ContactVerificationPassed event.
 */
export interface VerificationRecord {
  /** What was verified: a phone number or an email address as the backend saw it. */
  value: string;
  /** How: 'SMS', 'Email', 'Duo Push', 'Microsoft Push' (see VALIDATION_TYPES). */
  validationType: string;
  inspectorName: string;
  note: string;
  /** ISO timestamp of the verification. */
  date: string;
  /** What the caller asked for, and the call the check belonged to (project additions; absent from older backends). */
  request?: CallerRequest | null;
  callId?: string | null;
}

/** The validation types this product sends; the backend may report others, kept as they come. */
export const VALIDATION_TYPES = {
  sms: 'SMS',
  email: 'Email',
  duoPush: 'Duo Push',
  microsoftPush: 'Microsoft Push',
  link: 'Link',
} as const;
