import { ClockToken } from '@core/time/Clock';
import { browserWakeUps } from '@adapters/browser/browserWakeUps';
import { SignalrRealtimeHub } from '@adapters/realtime/signalr/SignalrRealtimeHub';
import { LoggerToken } from '@core/logging/Logger';
import { SessionServiceToken } from '@core/auth/tokens';
import { ConnectionToastPolicy } from '@core/realtime/connectionToasts';
import { RealtimeHubToken } from '@core/realtime/RealtimeHub';
import { WakeUpsToken } from '@core/realtime/WakeUps';
import { SessionStoreToken } from '@core/session/Session';
import { ShellNotifierToken } from '@core/toasts/ShellNotifier';
import type { Binder } from './Binder';

/** The hub's path under the API base (the sandbox serves it at /api/hubs/events). */
export const HUB_PATH = '/hubs/events';

/**
 * The browser's wake-ups (page visible again, network back), shared by the hub and the features' live
 * feeds. The realtime hub: SignalR (loaded on first start, after sign-in), retrying on the clock and at
 * once on a wake-up, its connection toasts on the shell toaster, and a stop when the session ends.
 */
export const realtimeBindings: Binder = (bind, config) => {
  bind.constant(WakeUpsToken, (wake) => browserWakeUps(document, window, wake));
  bind.provide(RealtimeHubToken, (get) => {
    const hub = new SignalrRealtimeHub({
      url: `${config.apiUrl}${HUB_PATH}`,
      accessToken: () => get(SessionStoreToken).read()?.accessToken ?? null,
      clock: get(ClockToken),
      logger: get(LoggerToken),
      wakeUps: get(WakeUpsToken),
    });
    const toasts = new ConnectionToastPolicy(get(ClockToken), (notice) => get(ShellNotifierToken).notify(notice));
    hub.onStateChange((state) => toasts.onState(state));
    get(SessionServiceToken).onDidEnd(() => void hub.stop());
    return hub;
  });
};
