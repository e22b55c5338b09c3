import { action, makeObservable, observable } from 'mobx';
import type { EmbeddedModeStorage, EntryPage } from '@core/session/EmbeddedMode';
import { token } from '@core/shared/Token';

export type { EntryPage } from '@core/session/EmbeddedMode';

/**
 * Embedded (simple) mode and the page an external entry link selected (spec section 2, External
 * entry screen). The shell reads `simpleMode` to slim itself down inside a PSA, and `entryPage` to open
 * secure data sharing instead of its default page; it calls `takeEntryPage()` so the choice applies once.
 * Kept through the embedded-mode storage port (session storage), so a reload of the PSA iframe stays embedded.
 */
export class EmbeddedModeStore {
  simpleMode: boolean;
  entryPage: EntryPage | null;

  constructor(private readonly storage: EmbeddedModeStorage) {
    ({ simpleMode: this.simpleMode, entryPage: this.entryPage } = storage.read());
    makeObservable(this, { simpleMode: observable, entryPage: observable, enter: action, takeEntryPage: action });
  }

  /** Turns simple mode on; selects a first page when the link asked for one. */
  enter(entryPage: EntryPage | null): void {
    this.simpleMode = true;
    this.entryPage = entryPage;
    this.storage.save({ simpleMode: true, entryPage });
  }

  /** Returns the selected first page and forgets it, so later navigation is the technician's own. */
  takeEntryPage(): EntryPage | null {
    const page = this.entryPage;
    this.entryPage = null;
    this.storage.save({ simpleMode: this.simpleMode, entryPage: null });
    return page;
  }
}

export const EmbeddedModeStoreToken = token<EmbeddedModeStore>('ui.entry.EmbeddedModeStore');
