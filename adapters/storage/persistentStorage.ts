import type { StorageAccess } from '@core/storage/StorageAccess';

/** The StorageAccess of a page whose storage works (tests, stories, any host that does not say). */
export const PERSISTENT_STORAGE: StorageAccess = {
  persistent: true,
  canRequestAccess: false,
  requestAccess: () => Promise.resolve(true),
};
