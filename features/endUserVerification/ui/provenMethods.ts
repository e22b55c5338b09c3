import type { HistoryEntry } from '@features/api/core';
import type { VerificationRecord } from '../core/VerificationRecord';
import { VALIDATION_TYPES } from '../core/VerificationRecord';
import type { VerificationMethod } from '../core/VerificationSettings';
import { methodKey } from '../core/verificationStanding';

/** The validation type each method records (a code by SMS is 'SMS', a link 'Link', ...). */
export const METHOD_VALIDATION_TYPES: Record<VerificationMethod, string> = {
  sms: VALIDATION_TYPES.sms,
  email: VALIDATION_TYPES.email,
  link: VALIDATION_TYPES.link,
  duoPush: VALIDATION_TYPES.duoPush,
  microsoftPush: VALIDATION_TYPES.microsoftPush,
  teams: VALIDATION_TYPES.teams,
};

/** The methods behind these history entries (a second method must be another one). */
export function usedMethods(entries: readonly HistoryEntry[]): Set<VerificationMethod> {
  const keys = new Set(entries.map((entry) => methodKey(entry.type)));
  return new Set(
    (Object.keys(METHOD_VALIDATION_TYPES) as VerificationMethod[]).filter((method) =>
      keys.has(methodKey(METHOD_VALIDATION_TYPES[method])),
    ),
  );
}

/** History entries as the verifications they record (for the ticket note). */
export function proofRecords(entries: readonly HistoryEntry[]): VerificationRecord[] {
  return entries.map((entry) => ({
    value: entry.item,
    validationType: entry.type,
    inspectorName: entry.inspector,
    note: entry.notes,
    date: entry.date,
    ...(entry.approvedBy ? { approvedBy: entry.approvedBy } : {}),
  }));
}
