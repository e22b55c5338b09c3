import { useEffect, useLayoutEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { normalizeScreen } from '@core/psa/podQuery';
import type { PsaDescriptor } from '@core/psa/PsaDescriptor';
import { PsaRegistryToken } from '@core/psa/PsaRegistry';
import { PodContextStoreToken } from '@core/session/PodContext';
import type { User } from '@core/user/User';
import { EmbeddedModeStoreToken } from '../entry/EmbeddedModeStore';
import { useService } from '../services/ServiceContext';
import { pageInQuery } from './shellPlace';
import { DEFAULT_PAGE, type ShellPage, type ShellStore } from './ShellStore';
import { useOpenPage } from './useShellPlace';

/** What the page around the shell tells it (ShellLayout's props). */
export interface ShellAddressInputs {
  /** The pod's PSA; when absent, the one the pod context remembers (resolved through the registry). */
  psa?: PsaDescriptor | null;
  /** The contact's company once known; enables the company policies. */
  companyId?: string | null;
  /** The page to show when the address names none. */
  startPage?: ShellPage;
  /** The signed-in technician, once loaded. */
  user: User | null;
}

/**
 * Keeps the shell on what the address and the page around it say: the page in the query (Back and reload keep
 * it), an entry link's page, the pod (PSA, psaId, screen) once the technician has loaded, and the company.
 */
export function useShellFollowsAddress(shell: ShellStore, { psa, companyId, startPage, user }: ShellAddressInputs) {
  const embedded = useService(EmbeddedModeStoreToken);
  const podContext = useService(PodContextStoreToken);
  const psas = useService(PsaRegistryToken);
  const { psaId = null } = useParams();
  const [query] = useSearchParams();
  const rawScreen = query.get('screen');

  // The page lives in the query (Back and reload keep it); the route's own start page otherwise.
  const openPage = useOpenPage();
  const pageAsked = pageInQuery(query) ?? startPage ?? DEFAULT_PAGE;
  useLayoutEffect(() => shell.show(pageAsked), [shell, pageAsked]);

  // An external entry link with page=secureData opens secure data sharing, once (in place of the default page).
  useEffect(() => {
    const entryPage = embedded.takeEntryPage();
    if (entryPage) openPage(entryPage, { replace: true });
  }, [embedded, openPage]);

  // Layout effects, not effects: the pod and its company reach the shell before the screen paints, so
  // policies remembered from an earlier open show in the same frame as the record (no layout shift).
  useLayoutEffect(() => {
    if (!user) return;
    // After the user loaded (at least one request later), the pod page has stored its context.
    const descriptor = psa !== undefined ? psa : psaId ? psas.byType(podContext.read().psa) : null;
    shell.setPod({ psa: descriptor, psaId, screen: rawScreen ? normalizeScreen(rawScreen) : null });
  }, [user, psa, psaId, rawScreen, shell, podContext, psas]);

  useLayoutEffect(() => {
    if (companyId !== undefined) shell.setCompanyId(companyId);
  }, [shell, companyId]);
}
