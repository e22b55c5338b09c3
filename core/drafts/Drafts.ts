import { token } from '../shared/Token';

/**
 * What a technician typed and has not sent yet (a message, a form's texts), kept per key so a
 * network failure, a server error or a reload loses nothing. A storage port: the adapter decides
 * where, and keeps drafts in memory when the browser refuses storage.
 */
export interface Drafts {
  /** The draft under `key`, or null when there is none. */
  read(key: string): string | null;
  /** Saves the draft; an empty text removes it. */
  write(key: string, text: string): void;
  /** How many drafts with text are kept under keys that start with `prefix` (e.g. every conversation's). */
  countStartingWith(prefix: string): number;
}

export const DraftsToken = token<Drafts>('core.drafts.Drafts');
