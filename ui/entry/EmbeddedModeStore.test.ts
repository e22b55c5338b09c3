import { EmbeddedModeStore } from './EmbeddedModeStore';

beforeEach(() => sessionStorage.clear());

describe('EmbeddedModeStore', () => {
  it('starts off, turns on with a selected page, and survives a reload of the tab', () => {
    const first = new EmbeddedModeStore(sessionStorage);
    expect(first.simpleMode).toBe(false);
    first.enter('secureDataSharing');
    const reloaded = new EmbeddedModeStore(sessionStorage);
    expect(reloaded.simpleMode).toBe(true);
    expect(reloaded.entryPage).toBe('secureDataSharing');
  });

  it('hands the selected page out once', () => {
    const store = new EmbeddedModeStore(sessionStorage);
    store.enter('secureDataSharing');
    expect(store.takeEntryPage()).toBe('secureDataSharing');
    expect(store.takeEntryPage()).toBeNull();
    expect(new EmbeddedModeStore(sessionStorage).entryPage).toBeNull();
  });

  it('entering without a page clears an earlier selection', () => {
    const store = new EmbeddedModeStore(sessionStorage);
    store.enter('secureDataSharing');
    store.enter(null);
    expect(store.entryPage).toBeNull();
    expect(new EmbeddedModeStore(sessionStorage).simpleMode).toBe(true);
  });
});
