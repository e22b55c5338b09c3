/** @jest-environment node */
import type { Notifier } from '@core/notifications/Notifier';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';
import { DeferredNotifier } from './DeferredNotifier';

/** A load the test settles by hand, counting how often it was started. */
function manualLoad() {
  const attempts: { resolve: (n: Notifier) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<Notifier>((resolve, reject) => {
      attempts.push({ resolve, reject });
    });
  return { load, attempts };
}

/** Lets the promise callbacks queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DeferredNotifier', () => {
  it('loads nothing until a notice or warm() asks, then loads once', async () => {
    const { load, attempts } = manualLoad();
    const notifier = new DeferredNotifier(load);
    notifier.dismissAll();
    expect(attempts).toHaveLength(0);
    notifier.warm();
    notifier.notify({ message: 'one', intent: 'danger' });
    notifier.notify({ message: 'two', intent: 'none' });
    expect(attempts).toHaveLength(1);
    const shown = new RecordingNotifier();
    attempts[0]!.resolve(shown);
    await settle();
    expect(shown.messages()).toEqual(['one', 'two']);
  });

  it('keeps the order of notices and dismissals made while loading', async () => {
    const { load, attempts } = manualLoad();
    const notifier = new DeferredNotifier(load);
    const calls: string[] = [];
    notifier.notify({ message: 'stale', intent: 'danger' });
    notifier.dismissAll();
    notifier.notify({ message: 'fresh', intent: 'danger' });
    attempts[0]!.resolve({
      notify: (notice) => calls.push(`notify ${notice.message}`),
      dismissAll: () => calls.push('dismissAll'),
    });
    await settle();
    expect(calls).toEqual(['notify stale', 'dismissAll', 'notify fresh']);
  });

  it('tries again after a failed load', async () => {
    const { load, attempts } = manualLoad();
    const notifier = new DeferredNotifier(load);
    notifier.notify({ message: 'lost', intent: 'danger' });
    attempts[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await settle();
    notifier.notify({ message: 'shown', intent: 'danger' });
    expect(attempts).toHaveLength(2);
    const shown = new RecordingNotifier();
    attempts[1]!.resolve(shown);
    await settle();
    expect(shown.messages()).toEqual(['shown']);
  });
});
