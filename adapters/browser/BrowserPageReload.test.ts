import { CHUNK_RELOAD_WINDOW_MS } from '@core/errors/PageReload';
import { MemoryStorage } from '../storage/MemoryStorage';
import { BrowserPageReload, CHUNK_RELOAD_KEY } from './BrowserPageReload';

function setup(storage: Storage = new MemoryStorage()) {
  let now = 1_000_000;
  const calls: string[] = [];
  const location = {
    reload: () => void calls.push('reload'),
    assign: (path: string | URL) => void calls.push(`assign ${String(path)}`),
  };
  const make = () =>
    new BrowserPageReload(
      storage,
      () => location,
      () => now,
    );
  return { storage, calls, make, advance: (ms: number) => (now += ms) };
}

describe('BrowserPageReload', () => {
  it('reloads once for a missing chunk, then lets the error screen show', () => {
    const { calls, make, advance } = setup();
    expect(make().reloadOnceForChunkError()).toBe(true);
    advance(2000);
    // The reloaded page (a new instance, same tab storage) fails again: no second reload.
    expect(make().reloadOnceForChunkError()).toBe(false);
    expect(calls).toEqual(['reload']);
  });

  it('a later deploy seen by the same tab reloads again', () => {
    const { calls, make, advance } = setup();
    make().reloadOnceForChunkError();
    advance(CHUNK_RELOAD_WINDOW_MS);
    expect(make().reloadOnceForChunkError()).toBe(true);
    expect(calls).toEqual(['reload', 'reload']);
  });

  it('asked twice by the same page (strict mode) it reloads once and says reloading both times', () => {
    const { calls, make } = setup();
    const page = make();
    expect([page.reloadOnceForChunkError(), page.reloadOnceForChunkError()]).toEqual([true, true]);
    expect(calls).toEqual(['reload']);
  });

  it('without a storage to keep the guard in, it does not risk a loop', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('Access is denied for this document.');
    };
    const { calls, make } = setup(broken);
    expect(make().reloadOnceForChunkError()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('reload and open load whole pages', () => {
    const { calls, make, storage } = setup();
    make().reload();
    make().open('/pod/halo/acme-halo?ticketId=2001');
    expect(calls).toEqual(['reload', 'assign /pod/halo/acme-halo?ticketId=2001']);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
