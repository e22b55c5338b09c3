import { asRecord, stringField, type HubEvent } from '@features/api/core';
import type { FailedAttempt, FailureReason } from './failedAttempts';

/**
 * The hub's event after a check on a contact failed anywhere (a wrong code, a denied or timed-out push,
 * a wrong number or "No" on a link), so every pod open on the contact sees failures as they happen and a
 * pending push or link ends at once. A project addition: spec section 9 names only the passing event.
 */
export interface ContactVerificationFailed extends FailedAttempt {
  contactId: string;
  psaId: string;
  /** The check that failed (a pending push or link in this pod ends with it). */
  validationId: string;
}

const REASONS: readonly FailureReason[] = ['WrongCode', 'Denied', 'TimedOut', 'WrongNumber', 'NotOnCall'];

/** Reads the event at the boundary; anything else is dropped by the hub. */
export function parseContactVerificationFailed(payload: unknown): ContactVerificationFailed | null {
  const record = asRecord(payload);
  if (!record) return null;
  const fields = ['contactId', 'psaId', 'validationId', 'validationType', 'inspectorName', 'date', 'value'] as const;
  const values = Object.fromEntries(fields.map((field) => [field, stringField(record, field)])) as Record<
    (typeof fields)[number],
    string | null
  >;
  if (fields.some((field) => values[field] === null) || !values.contactId || !values.psaId || !values.validationId)
    return null;
  if (!Number.isFinite(Date.parse(values.date!))) return null;
  const reason = REASONS.find((r) => r === record.reason);
  if (!reason) return null;
  return {
    contactId: values.contactId,
    psaId: values.psaId,
    validationId: values.validationId,
    validationType: values.validationType!,
    inspectorName: values.inspectorName!,
    date: values.date!,
    value: values.value!,
    reason,
    ...(typeof record.callId === 'string' && record.callId ? { callId: record.callId } : {}),
  };
}

export const ContactVerificationFailedEvent: HubEvent<ContactVerificationFailed> = {
  name: 'ContactVerificationFailed',
  parse: parseContactVerificationFailed,
};
