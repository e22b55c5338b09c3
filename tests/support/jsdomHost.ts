import type { HostEnvironment } from '@app/bindings/Binder';
import { RecordingNotifier } from '@core/testing/RecordingNotifier';

/** The browser host the app's services are built on, as jsdom gives it: its storages and media queries, no reloads. */
export function jsdomHost(notifier = new RecordingNotifier()): HostEnvironment & { notifier: RecordingNotifier } {
  return {
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    location: { replace: () => undefined },
    matchMedia: (query) => window.matchMedia(query),
    notifier,
  };
}
