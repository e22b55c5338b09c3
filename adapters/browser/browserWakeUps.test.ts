import { browserWakeUps } from './browserWakeUps';

describe('browserWakeUps', () => {
  it('wakes when the network comes back and when the page becomes visible, not when it is hidden; stops on unsubscribe', () => {
    let woke = 0;
    let visibility: DocumentVisibilityState = 'hidden';
    const doc = Object.defineProperty(new EventTarget(), 'visibilityState', {
      get: () => visibility,
    }) as EventTarget & { visibilityState: DocumentVisibilityState };
    const stop = browserWakeUps(doc, window, () => (woke += 1));

    window.dispatchEvent(new Event('online'));
    expect(woke).toBe(1);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(woke).toBe(1); // hidden: nothing to do yet
    visibility = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(woke).toBe(2);

    stop();
    window.dispatchEvent(new Event('online'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(woke).toBe(2);
  });
});
