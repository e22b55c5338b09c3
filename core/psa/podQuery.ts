/** The screens a pod can be opened on (spec section 2). Anything else means ticket. */
export type PodScreen = 'ticket' | 'contact' | 'project_ticket';

export function normalizeScreen(value: string | null | undefined): PodScreen {
  return value === 'contact' || value === 'project_ticket' ? value : 'ticket';
}

export interface PodQuery {
  /** The ticket id, or the contact id when the screen is contact. */
  ticketId: string | null;
  screen: PodScreen;
  /** Whether the screen was given at all: gating only checks screens that are known. */
  screenKnown: boolean;
}

/** Reads ticketId (entityid as fallback) and screen from a pod URL's query. */
export function readPodQuery(query: { get(name: string): string | null }): PodQuery {
  const ticketId = (query.get('ticketId') || query.get('entityid') || '').trim() || null;
  const rawScreen = query.get('screen');
  return { ticketId, screen: normalizeScreen(rawScreen), screenKnown: !!rawScreen };
}
