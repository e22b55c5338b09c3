import type { Session } from '../session/Session';
import type { PsaTypeName } from '../psa/PsaType';
import { normalizeScreen } from '../psa/podQuery';

/** A PSA an entry name stands for: its type name and its pod page's path segment. */
export interface EntryPsa {
  type: PsaTypeName;
  page: string;
}

/** Looks an external-entry `psa` value up; the app answers from the PSA registry. */
export type EntryPsaResolver = (name: string) => EntryPsa | null;

/** The integration page for a PSA: `/pod/<page>/<psaId>?ticketId=<itemId>&screen=<itemType>`. */
export function integrationPagePath(
  page: string,
  psaId: string,
  itemId: string | null,
  itemType: string | null,
): string {
  const query = new URLSearchParams();
  if (itemId) query.set('ticketId', itemId);
  if (itemType) query.set('screen', normalizeScreen(itemType));
  const text = query.toString();
  return `/pod/${page}/${encodeURIComponent(psaId)}${text ? `?${text}` : ''}`;
}

/** What an external entry link asks for, once read. */
export interface ExternalEntry {
  /** Present only when token, refreshToken and userId all are. */
  session: Session | null;
  target:
    | {
        kind: 'integration';
        path: string;
        psaType: PsaTypeName;
        psaId: string;
        ticketId: string | null;
        screen: string | null;
        secureData: boolean;
      }
    | { kind: 'unknownPsa'; psa: string }
    /** No psa and psaId: the entry only carried a session (or nothing). */
    | { kind: 'none' };
}

/** Reads the external entry query (spec section 2). Pure: storing and navigating is the caller's job. */
export function parseExternalEntry(
  query: { get(name: string): string | null },
  resolvePsa: EntryPsaResolver,
): ExternalEntry {
  const value = (name: string) => query.get(name)?.trim() || null;
  const token = value('token');
  const refreshToken = value('refreshToken');
  const userId = value('userId');
  const session = token && refreshToken && userId ? { accessToken: token, refreshToken, userId } : null;
  const psa = value('psa');
  const psaId = value('psaId');
  if (!psa || !psaId) return { session, target: { kind: 'none' } };
  const known = resolvePsa(psa);
  if (!known) return { session, target: { kind: 'unknownPsa', psa } };
  const itemId = value('itemId');
  const itemType = value('itemType');
  return {
    session,
    target: {
      kind: 'integration',
      path: integrationPagePath(known.page, psaId, itemId, itemType),
      psaType: known.type,
      psaId,
      ticketId: itemId,
      screen: itemType ? normalizeScreen(itemType) : null,
      secureData: value('page') === 'secureData',
    },
  };
}
