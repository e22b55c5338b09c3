import { ClockToken } from '../../core/time/Clock';
import { SignalrRealtimeHub } from '../../adapters/realtime/signalr/SignalrRealtimeHub';
import { SessionServiceToken } from '../../core/auth/tokens';
import { ConnectionToastPolicy } from '../../core/realtime/connectionToasts';
import { RealtimeHubToken } from '../../core/realtime/RealtimeHub';
import { SessionStoreToken } from '../../core/session/Session';
import { ShellNotifierToken } from '../../core/toasts/ShellNotifier';
import type { Binder } from './Binder';

/** The hub's path under the API base (the sandbox serves it at /api/hubs/events). */
export const HUB_PATH = '/hubs/events';

/**
 * The realtime hub: SignalR (loaded on first start, after sign-in), its connection toasts on the
 * shell toaster, and a stop when the session ends.
 */
export const realtimeBindings: Binder = (bind, config) => {
  bind.provide(RealtimeHubToken, (get) => {
    const hub = new SignalrRealtimeHub({
      url: `${config.apiUrl}${HUB_PATH}`,
      accessToken: () => get(SessionStoreToken).read()?.accessToken ?? null,
    });
    const toasts = new ConnectionToastPolicy(get(ClockToken), (notice) => get(ShellNotifierToken).notify(notice));
    hub.onStateChange((state) => toasts.onState(state));
    get(SessionServiceToken).onDidEnd(() => void hub.stop());
    return hub;
  });
};
