import { Card, H2 } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { readPodQuery } from '../../core/psa/podQuery';
import { PodContextStoreToken } from '../../core/session/PodContext';
import { useService } from '../services/ServiceContext';
import { ShellLayout } from '../shell/ShellLayout';

export interface PodPageProps {
  /** Integration type name of the PSA this route belongs to, e.g. ConnectWise. */
  psa: string;
  /** Human name shown in the page, e.g. ConnectWise. */
  title: string;
}

/**
 * An integration page: remembers where the technician is (so signing in again returns here) and
 * shows the ticket or contact inside the shell.
 */
export function PodPage({ psa, title }: PodPageProps) {
  const { psaId = '' } = useParams();
  const [query] = useSearchParams();
  const location = useLocation();
  const podContext = useService(PodContextStoreToken);
  const { ticketId, screen } = readPodQuery(query);

  useEffect(() => {
    podContext.update({ psa, psaId, ticketId, screen, returnPath: `${location.pathname}${location.search}` });
  }, [podContext, psa, psaId, ticketId, screen, location.pathname, location.search]);

  const what = screen === 'contact' ? 'Contact' : screen === 'project_ticket' ? 'Project ticket' : 'Ticket';
  return (
    <ShellLayout psa={psa}>
      <Card>
        <H2>{title}</H2>
        <p>
          {what} {ticketId ?? '(none given)'} · integration {psaId}
        </p>
      </Card>
    </ShellLayout>
  );
}
