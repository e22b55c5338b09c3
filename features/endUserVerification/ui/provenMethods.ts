import type { CommunicationItem, HistoryEntry } from '@features/api/core';
import type { VerificationRecord } from '../core/VerificationRecord';
import { VALIDATION_TYPES } from '../core/VerificationRecord';
import type { VerificationMethod } from '@features/api/core';
import { factorKey } from '../core/CallRecord';

/** The validation type each method records (a code by SMS is 'SMS', a link 'Link', ...). */
export const METHOD_VALIDATION_TYPES: Record<VerificationMethod, string> = {
  sms: VALIDATION_TYPES.sms,
  email: VALIDATION_TYPES.email,
  link: VALIDATION_TYPES.link,
  duoPush: VALIDATION_TYPES.duoPush,
  microsoftPush: VALIDATION_TYPES.microsoftPush,
  teams: VALIDATION_TYPES.teams,
};

/** What these history entries proved, as factor keys (a link proves the channel it went by: `factorKey`). */
export function usedFactors(entries: readonly HistoryEntry[]): Set<string> {
  return new Set(entries.map((entry) => factorKey(entry.type, entry.item)));
}

/** What a method would prove, sent to `item` (a link: the item's channel). */
export function factorOfMethod(method: VerificationMethod, item: Pick<CommunicationItem, 'type'> | null): string {
  if (method === 'link') return item?.type === 'email' ? 'email' : 'sms';
  return factorKey(METHOD_VALIDATION_TYPES[method], '');
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
