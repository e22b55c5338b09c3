import type { Session } from '../session/Session';
import type { PsaTypeName } from '../psa/PsaType';
import { normalizeScreen } from '../psa/podQuery';

/**
 * The ten PSA names an external entry link may carry (spec section 2, External entry screen), with
 * the type name the rest of the app uses and the integration page's path segment. The one table of
 * names; a PSA registry may replace it later.
 */
export const EXTERNAL_ENTRY_PSAS: Readonly<Record<string, { type: PsaTypeName; page: string }>> = {
  ConnectWise: { type: 'ConnectWise', page: 'connectwise' },
  Autotask: { type: 'Autotask', page: 'autotask' },
  'Halo Service Desk': { type: 'Halo', page: 'halo' },
  Kaseya: { type: 'Kaseya', page: 'kaseya' },
  SyncroMsp: { type: 'SyncroMSP', page: 'syncro' },
  SuperOps: { type: 'SuperOps', page: 'superOps' },
  Zendesk: { type: 'Zendesk', page: 'zendesk' },
  'Microsoft 365': { type: 'Microsoft', page: 'microsoft365' },
  ImportIntegration: { type: 'ImportIntegration', page: 'importintegration' },
  FreshService: { type: 'FreshService', page: 'freshservice' },
};

/** Names are matched exactly first, then ignoring case and spaces ("halo service desk", "Microsoft365"). */
export function findEntryPsa(name: string): { type: PsaTypeName; page: string } | null {
  if (Object.prototype.hasOwnProperty.call(EXTERNAL_ENTRY_PSAS, name)) return EXTERNAL_ENTRY_PSAS[name] ?? null;
  const squash = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  const wanted = squash(name);
  const key = Object.keys(EXTERNAL_ENTRY_PSAS).find((candidate) => squash(candidate) === wanted);
  return key ? (EXTERNAL_ENTRY_PSAS[key] ?? null) : null;
}

/** The integration page for a PSA: `/pod/<page>/<psaId>?ticketId=<itemId>&screen=<itemType>`. */
export function integrationPagePath(page: string, psaId: string, itemId: string | null, itemType: string | null): string {
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
    | { kind: 'integration'; path: string; psaType: PsaTypeName; psaId: string; ticketId: string | null; screen: string | null; secureData: boolean }
    | { kind: 'unknownPsa'; psa: string }
    /** No psa and psaId: the entry only carried a session (or nothing). */
    | { kind: 'none' };
}

/** Reads the external entry query (spec section 2). Pure: storing and navigating is the caller's job. */
export function parseExternalEntry(query: { get(name: string): string | null }): ExternalEntry {
  const value = (name: string) => query.get(name)?.trim() || null;
  const token = value('token');
  const refreshToken = value('refreshToken');
  const userId = value('userId');
  const session = token && refreshToken && userId ? { accessToken: token, refreshToken, userId } : null;
  const psa = value('psa');
  const psaId = value('psaId');
  if (!psa || !psaId) return { session, target: { kind: 'none' } };
  const known = findEntryPsa(psa);
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
