import { action, makeObservable, observable } from 'mobx';
import { token } from '../../core/shared/Token';

/** The feature page an entry link asked the shell to open first. */
export type EntryPage = 'secureDataSharing';

const SIMPLE_MODE_KEY = 'embeddedMode';
const ENTRY_PAGE_KEY = 'entryPage';

/**
 * Embedded (simple) mode and the page an external entry link selected (spec section 2, External
 * entry screen). The shell reads `simpleMode` to slim itself down inside a PSA, and `entryPage` to open
 * secure data sharing instead of its default page; it calls `takeEntryPage()` so the choice applies once.
 * Kept in session storage, like the pod context: a reload of the PSA iframe stays embedded.
 */
export class EmbeddedModeStore {
  simpleMode: boolean;
  entryPage: EntryPage | null;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
    this.simpleMode = storage.getItem(SIMPLE_MODE_KEY) === 'true';
    this.entryPage = storage.getItem(ENTRY_PAGE_KEY) === 'secureDataSharing' ? 'secureDataSharing' : null;
    makeObservable(this, { simpleMode: observable, entryPage: observable, enter: action, takeEntryPage: action });
  }

  /** Turns simple mode on; selects a first page when the link asked for one. */
  enter(entryPage: EntryPage | null): void {
    this.simpleMode = true;
    this.entryPage = entryPage;
    this.storage.setItem(SIMPLE_MODE_KEY, 'true');
    if (entryPage) this.storage.setItem(ENTRY_PAGE_KEY, entryPage);
    else this.storage.removeItem(ENTRY_PAGE_KEY);
  }

  /** Returns the selected first page and forgets it, so later navigation is the technician's own. */
  takeEntryPage(): EntryPage | null {
    const page = this.entryPage;
    this.entryPage = null;
    this.storage.removeItem(ENTRY_PAGE_KEY);
    return page;
  }
}

export const EmbeddedModeStoreToken = token<EmbeddedModeStore>('ui.entry.EmbeddedModeStore');
