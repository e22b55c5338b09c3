import { BrowserEmbeddedModeStorage } from '@adapters/storage/BrowserEmbeddedModeStorage';
import { EmbeddedModeStore } from './EmbeddedModeStore';

const tab = () => new BrowserEmbeddedModeStorage(sessionStorage);

beforeEach(() => sessionStorage.clear());

describe('EmbeddedModeStore', () => {
  it('starts off, turns on with a selected page, and survives a reload of the tab', () => {
    const first = new EmbeddedModeStore(tab());
    expect(first.simpleMode).toBe(false);
    first.enter('secureDataSharing');
    const reloaded = new EmbeddedModeStore(tab());
    expect(reloaded.simpleMode).toBe(true);
    expect(reloaded.entryPage).toBe('secureDataSharing');
  });

  it('hands the selected page out once', () => {
    const store = new EmbeddedModeStore(tab());
    store.enter('secureDataSharing');
    expect(store.takeEntryPage()).toBe('secureDataSharing');
    expect(store.takeEntryPage()).toBeNull();
    expect(new EmbeddedModeStore(tab()).entryPage).toBeNull();
  });

  it('entering without a page clears an earlier selection', () => {
    const store = new EmbeddedModeStore(tab());
    store.enter('secureDataSharing');
    store.enter(null);
    expect(store.entryPage).toBeNull();
    expect(new EmbeddedModeStore(tab()).simpleMode).toBe(true);
  });
});
