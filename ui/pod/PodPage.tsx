import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { readPodQuery } from '@core/psa/podQuery';
import type { PodVariant, PsaDescriptor } from '@core/psa/PsaDescriptor';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { PodContextStoreToken } from '@core/session/PodContext';
import { podContextAt } from '@core/session/podContextAt';
import { usePageStore } from '../common/usePageStore';
import { useOptionalService, useService } from '../services/ServiceContext';
import { ShellLayout } from '../shell/ShellLayout';
import { PodContent } from './PodContent';
import { PodStoreFactoryToken } from './PodStore';

export interface PodPageProps {
  /** The PSA this route belongs to, from the registry. */
  descriptor: PsaDescriptor;
  /** Which embedding the route is (spec section 2). @default 'pod' */
  variant?: PodVariant;
}

/**
 * An integration page: remembers where the technician is (so signing in again returns here) and
 * shows the ticket's or contact's card inside the shell. The record's request starts here, beside
 * the shell's user request, so the two run in parallel rather than one after the other.
 */
export const PodPage = observer(function PodPage({ descriptor, variant = 'pod' }: PodPageProps) {
  const { psaId = '' } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const podContext = useService(PodContextStoreToken);
  const { ticketId, screen } = readPodQuery(query);

  // Another ticket or contact in the address makes a new store; a re-render keeps it.
  const store = usePageStore(PodStoreFactoryToken, { descriptor, psaId, screen, ticketId }, [
    descriptor,
    psaId,
    screen,
    ticketId,
  ]);
  // Events sent while the hub was down were missed: after every reconnect, fetch the record again.
  const hub = useOptionalService(RealtimeHubToken);
  useEffect(() => hub?.onReconnected(() => void store.refresh()), [hub, store]);

  // The pod link's prefetch remembered it already (app/podPrefetch.ts); this follows later navigations.
  useEffect(() => {
    podContext.update(podContextAt(descriptor.type, psaId, location.pathname, location.search));
  }, [podContext, descriptor.type, psaId, location.pathname, location.search]);

  return (
    <ShellLayout psa={descriptor} companyId={store.view?.company.id || null} pod={store.featureContext}>
      <PodContent store={store} variant={variant} />
    </ShellLayout>
  );
});
