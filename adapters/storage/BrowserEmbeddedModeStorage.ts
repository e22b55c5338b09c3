import type { EmbeddedModeState, EmbeddedModeStorage } from '@core/session/EmbeddedMode';

const SIMPLE_MODE_KEY = 'embeddedMode';
const ENTRY_PAGE_KEY = 'entryPage';

/** Keeps embedded mode in session storage (keys `embeddedMode`, `entryPage`). */
export class BrowserEmbeddedModeStorage implements EmbeddedModeStorage {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {}

  read(): EmbeddedModeState {
    return {
      simpleMode: this.storage.getItem(SIMPLE_MODE_KEY) === 'true',
      entryPage: this.storage.getItem(ENTRY_PAGE_KEY) === 'secureDataSharing' ? 'secureDataSharing' : null,
    };
  }

  save(state: EmbeddedModeState): void {
    if (state.simpleMode) this.storage.setItem(SIMPLE_MODE_KEY, 'true');
    else this.storage.removeItem(SIMPLE_MODE_KEY);
    if (state.entryPage) this.storage.setItem(ENTRY_PAGE_KEY, state.entryPage);
    else this.storage.removeItem(ENTRY_PAGE_KEY);
  }
}
