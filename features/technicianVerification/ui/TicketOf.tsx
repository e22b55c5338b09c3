import { TicketNumber } from '@features/api/ui';
import type { TechVerification } from '../core/TechVerification';

/**
 * The ticket a verification is linked to, by the number technicians know it by. A backend that sends
 * only the id (the number is optional on the wire) shows the id rather than nothing; no ticket is a dash.
 */
export function TicketOf({ verification }: { verification: Pick<TechVerification, 'ticketId' | 'ticketNumber'> }) {
  if (verification.ticketNumber) return <TicketNumber number={verification.ticketNumber} />;
  return <>{verification.ticketId ?? '—'}</>;
}
