import { token } from '../shared/Token';

/**
 * What the technician was looking at in their PSA, remembered for this tab (session storage)
 * so that signing in again brings them back to the same ticket or contact.
 */
export interface PodContext {
  psa: string | null;
  psaId: string | null;
  ticketId: string | null;
  screen: string | null;
  /** The last visited in-app path with its query, e.g. `/pod/connectwise/cw-1?ticketId=7`. */
  returnPath: string | null;
}

export const emptyPodContext: PodContext = {
  psa: null,
  psaId: null,
  ticketId: null,
  screen: null,
  returnPath: null,
};

export interface PodContextStore {
  read(): PodContext;
  update(patch: Partial<PodContext>): void;
  clear(): void;
}

export const PodContextStoreToken = token<PodContextStore>('core.session.PodContextStore');
