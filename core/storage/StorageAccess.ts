import { token } from '../shared/Token';

/**
 * Whether the browser lets the app keep anything (session, pod context, theme) beyond this page.
 * Inside a PSA's iframe with third-party storage blocked it does not: the storage ports then keep
 * everything in memory for this page, and the app says so.
 */
export interface StorageAccess {
  /** False when the browser refused storage; true again once access was granted. */
  readonly persistent: boolean;
  /** True where the browser offers the Storage Access API (the browser's requestStorageAccess). */
  readonly canRequestAccess: boolean;
  /**
   * Asks the browser for storage access (call it from a click). True when granted: what was kept in
   * memory moves to the browser's storage and `persistent` becomes true.
   */
  requestAccess(): Promise<boolean>;
}

export const StorageAccessToken = token<StorageAccess>('core.storage.StorageAccess');
