import { token } from '@core/shared/Token';

/**
 * The page's local storage as the app opened it (adapters/storage/openBrowserStorage: in memory when the
 * browser denies storage in a cross-site frame). Features' bindings use this, never `globalThis.localStorage`,
 * whose getter throws in such a frame.
 */
export const LocalStorageToken = token<Storage>('adapters.storage.LocalStorage');
