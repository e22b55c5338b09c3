import { asRecord, stringField, type HubEvent } from '@features/api/core';

/**
 * The hub's news that a call's record changed (a method passed, a check held, an approval asked or answered, a
 * ticket note written): it names the call only. The record is read again from the backend, so a late, replayed
 * or forged event can make the pod read, never make it believe.
 */
export interface VerificationCallChanged {
  callId: string;
  psaId: string;
  contactId: string;
}

export function parseVerificationCallChanged(payload: unknown): VerificationCallChanged | null {
  const record = asRecord(payload);
  const callId = record && stringField(record, 'callId');
  const psaId = record && stringField(record, 'psaId');
  const contactId = record && stringField(record, 'contactId');
  return callId && psaId && contactId ? { callId, psaId, contactId } : null;
}

export const VerificationCallChangedEvent: HubEvent<VerificationCallChanged> = {
  name: 'VerificationCallChanged',
  parse: parseVerificationCallChanged,
};
