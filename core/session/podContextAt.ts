import { readPodQuery } from '../psa/podQuery';
import type { PodContext } from './PodContext';

/**
 * Where the technician is, for a pod page's address: the PSA (its type name), psaId, ticketId and
 * screen from the query, and the address itself to return to. One definition for the pod page and
 * for the pod link's first calls, which remember it before any of them can answer 401.
 */
export function podContextAt(psaType: string, psaId: string, pathname: string, search: string): PodContext {
  const { ticketId, screen } = readPodQuery(new URLSearchParams(search));
  return { psa: psaType, psaId, ticketId, screen, returnPath: `${pathname}${search}` };
}
