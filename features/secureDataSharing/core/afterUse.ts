import type { DataRequestRow, SentItem } from './SecureData';

/**
 * Where a link or request stands once the contact has used it, or it ran out: its final state, after which
 * sending it again means nothing (a secure link opens once; an answered request is answered). Null while it is
 * still of use (created, sent and not yet opened or answered).
 */
export type FinalState =
  | { kind: 'opened'; at: number | null }
  | { kind: 'answered'; at: number | null }
  | { kind: 'expired'; at: number | null };

/** The final state of a link or request, from the Sent list's item and (for a request) its row in the requests list. */
export function finalStateOf(
  item: Pick<SentItem, 'kind' | 'status' | 'openedAt' | 'expiresAt'> | undefined,
  row?: Pick<DataRequestRow, 'status' | 'answeredAt'>,
): FinalState | null {
  if (row && (row.status === 'answered' || row.status === 'viewed')) return { kind: 'answered', at: row.answeredAt };
  if (!item) return row?.status === 'expired' ? { kind: 'expired', at: null } : null;
  if (item.kind === 'request') {
    if (item.status === 'answered' || item.status === 'viewed') return { kind: 'answered', at: null };
  } else if (item.status === 'opened' || item.openedAt !== null) {
    return { kind: 'opened', at: item.openedAt };
  }
  if (item.status === 'expired') return { kind: 'expired', at: item.expiresAt };
  return null;
}
