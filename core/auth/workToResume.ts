import type { PsaRegistry } from '../psa/PsaRegistry';
import type { PodContext } from '../session/PodContext';

/**
 * The work a technician returns to after signing in again, in words for the sign-in screen (e.g.
 * "ticket 1001 in ConnectWise"); null when no pod is remembered.
 */
export function workToResume(context: PodContext, psas: PsaRegistry): string | null {
  const psa = psas.byType(context.psa);
  if (!psa || !context.psaId) return null;
  if (!context.ticketId) return `your ${psa.title} page`;
  const what =
    context.screen === 'contact' ? 'contact' : context.screen === 'project_ticket' ? 'project ticket' : 'ticket';
  return `${what} ${context.ticketId} in ${psa.title}`;
}
