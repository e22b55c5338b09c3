import type { Notice, Notifier } from '@core/notifications/Notifier';

/**
 * A Notifier whose implementation loads on demand: Blueprint's toaster (overlay, portal, transitions,
 * about 13 kB gzip) stays out of the sign-in route's first bundle. `warm()` starts the load once the
 * first screen is shown, so a toast is normally ready before anything needs one. Calls keep their order
 * (a `dismissAll` after a `notify` clears that notice), and a failed load is forgotten, so the next
 * notice tries again (a chunk that did not arrive on a flaky network).
 */
export class DeferredNotifier implements Notifier {
  private loaded: Promise<Notifier> | null = null;

  constructor(private readonly load: () => Promise<Notifier>) {}

  notify(notice: Notice): void {
    void this.ensure().then(
      (notifier) => notifier.notify(notice),
      () => undefined,
    );
  }

  dismissAll(): void {
    // Nothing asked to load yet: nothing is on screen to dismiss.
    if (!this.loaded) return;
    void this.loaded.then(
      (notifier) => notifier.dismissAll(),
      () => undefined,
    );
  }

  /** Starts loading the implementation without showing anything. */
  warm(): void {
    void this.ensure().catch(() => undefined);
  }

  private ensure(): Promise<Notifier> {
    if (!this.loaded) {
      const loading = this.load();
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = null;
      });
    }
    return this.loaded;
  }
}
